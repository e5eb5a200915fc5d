import { identityContract } from '@hrt/shared/contracts/identity';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { authKeys } from './auth-keys';

export function fetchIdentityConfig() {
  return callEndpoint(identityContract.config, {}, { noAuthRetry: true });
}

/** Whether federated sign-in is offered and whether first-run setup is pending. */
export function useIdentityConfig() {
  return useQuery({
    queryKey: authKeys.config,
    queryFn: fetchIdentityConfig,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
