import { useQuery } from '@tanstack/react-query';
import { backupKeys, fetchBackups } from '../api/list-backups';

// Kept apart from its fetcher so the card's test can stand in for the fetcher alone.
export function useBackups() {
  return useQuery({ queryKey: backupKeys.all, queryFn: fetchBackups });
}
