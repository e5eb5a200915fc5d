import { adminContract } from '@hrt/shared/contracts/admin';
import type { Role } from '@hrt/shared/roles';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { useRefreshAdminLists } from './use-refresh-admin-lists';

export function approveAccessRequest({ id, role }: { id: string; role: Role }) {
  return callEndpoint(adminContract.approveAccessRequest, { params: { id }, body: { role } });
}

export function useApproveAccessRequest() {
  const refresh = useRefreshAdminLists();
  return useMutation({ mutationFn: approveAccessRequest, onSettled: refresh });
}
