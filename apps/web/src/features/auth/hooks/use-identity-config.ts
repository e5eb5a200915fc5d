import { useQuery } from '@tanstack/react-query';
import { authKeys, fetchIdentityConfig } from '../api';

/** Whether federated sign-in is offered and whether first-run setup is pending. */
export function useIdentityConfig() {
  return useQuery({
    queryKey: authKeys.config,
    queryFn: fetchIdentityConfig,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
