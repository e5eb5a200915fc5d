import { adminContract } from '@hrt/shared/contracts/admin';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { useRefreshAdminLists } from './use-refresh-admin-lists';

export function declineAccessRequest(id: string) {
  return callEndpoint(adminContract.declineAccessRequest, { params: { id } });
}

export function useDeclineAccessRequest() {
  const refresh = useRefreshAdminLists();
  return useMutation({ mutationFn: declineAccessRequest, onSettled: refresh });
}
