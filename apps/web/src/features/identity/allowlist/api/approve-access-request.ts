import { allowlistContract } from '@hrt/shared/contracts/identity/allowlist';
import type { Role } from '@hrt/shared/roles';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { useRefreshAllowlist } from './use-refresh-allowlist';

/** A request approved with a role; a trade with the contact it is. */
export interface Approval {
  id: string;
  role: Role;
  contactId: string | null;
}

function approveAccessRequest({ id, role, contactId }: Approval) {
  const contact = role === 'trade' && contactId ? { contact_id: contactId } : {};
  return callEndpoint(allowlistContract.approveAccessRequest, {
    params: { id },
    body: { role, ...contact },
  });
}

export function useApproveAccessRequest() {
  const refresh = useRefreshAllowlist();
  return useMutation({ mutationFn: approveAccessRequest, onSettled: refresh });
}
