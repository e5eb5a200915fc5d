import { adminContract } from '@hrt/shared/contracts/admin';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { useRefreshAdminLists } from './use-refresh-admin-lists';

export function deleteAllowlistEntry(email: string) {
  return callEndpoint(adminContract.removeUser, { params: { email } });
}

export function useDeleteAllowlistEntry() {
  const refresh = useRefreshAdminLists();
  return useMutation({ mutationFn: deleteAllowlistEntry, onSettled: refresh });
}
