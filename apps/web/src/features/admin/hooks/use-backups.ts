import { useQuery } from '@tanstack/react-query';
import { backupKeys, fetchBackups } from '../api';

export function useBackups() {
  return useQuery({ queryKey: backupKeys.all, queryFn: fetchBackups });
}
