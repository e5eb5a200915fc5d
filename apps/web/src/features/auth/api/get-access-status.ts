import { accessContract } from '@hrt/shared/contracts/access';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { authKeys } from './auth-keys';

export function fetchAccessStatus() {
  return callEndpoint(accessContract.status, {}, { noAuthRetry: true });
}

/** Where the stored token's e-mail stands; asked only when there is a token. */
export function useAccessStatus(enabled: boolean) {
  return useQuery({
    queryKey: authKeys.accessStatus,
    queryFn: fetchAccessStatus,
    enabled,
    // One look is enough: the screen works the same without the answer.
    retry: false,
  });
}
