import { useQueryClient } from '@tanstack/react-query';
import { identityKeys } from '../../api/identity-keys';

/**
 * After an allowlist or access-request write, success or refusal: approving a request lists
 * its e-mail, and a refused write may mean the lists on screen were out of date. (Not all of
 * ['admin']: the backups and the outbox are other lists.)
 */
export function useRefreshAllowlist() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: identityKeys.users }),
      queryClient.invalidateQueries({ queryKey: identityKeys.accessRequests }),
    ]);
}
