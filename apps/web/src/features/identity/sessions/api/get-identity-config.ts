import { sessionsContract } from '@hrt/shared/contracts/identity/sessions';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { identityKeys } from '../../api/identity-keys';

function fetchIdentityConfig() {
  return callEndpoint(sessionsContract.config, {}, { noAuthRetry: true });
}

/** Whether federated sign-in is offered and whether first-run setup is pending. */
export function useIdentityConfig() {
  return useQuery({
    queryKey: identityKeys.config,
    queryFn: fetchIdentityConfig,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
