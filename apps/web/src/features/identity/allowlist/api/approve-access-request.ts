import { allowlistContract } from '@hrt/shared/contracts/identity/allowlist';
import type { Role } from '@hrt/shared/roles';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { useRefreshAllowlist } from './use-refresh-allowlist';

function approveAccessRequest({ id, role }: { id: string; role: Role }) {
  return callEndpoint(allowlistContract.approveAccessRequest, { params: { id }, body: { role } });
}

export function useApproveAccessRequest() {
  const refresh = useRefreshAllowlist();
  return useMutation({ mutationFn: approveAccessRequest, onSettled: refresh });
}
