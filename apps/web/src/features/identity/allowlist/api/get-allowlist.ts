import { useQuery } from '@tanstack/react-query';
import { allowlistQuery } from '@/lib/shared-queries/allowlist';

export function useAllowlist() {
  return useQuery(allowlistQuery);
}
