import { adminContract } from '@hrt/shared/contracts/admin';
import type { AllowlistFormOutput } from '@hrt/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { useRefreshAdminLists } from './use-refresh-admin-lists';

/** Creates or updates an entry: the spec's call takes query parameters. */
export function saveAllowlistEntry({ email, role, allowed }: AllowlistFormOutput) {
  return callEndpoint(adminContract.saveUser, {
    query: { email, role, allowed: allowed ? 'true' : 'false' },
  });
}

export function useSaveAllowlistEntry() {
  const refresh = useRefreshAdminLists();
  return useMutation({ mutationFn: saveAllowlistEntry, onSettled: refresh });
}
