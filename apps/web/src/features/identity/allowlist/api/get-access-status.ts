import { allowlistContract } from '@hrt/shared/contracts/identity/allowlist';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { identityKeys } from '../../api/identity-keys';

function fetchAccessStatus() {
  return callEndpoint(allowlistContract.accessStatus, {}, { noAuthRetry: true });
}

/** Where the stored token's e-mail stands; asked only when there is a token. */
export function useAccessStatus(enabled: boolean) {
  return useQuery({
    queryKey: identityKeys.accessStatus,
    queryFn: fetchAccessStatus,
    enabled,
    // One look is enough: the screen works the same without the answer.
    retry: false,
  });
}
