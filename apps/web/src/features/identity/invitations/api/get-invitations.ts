import { invitationsContract } from '@hrt/shared/contracts/identity/invitations';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { identityKeys } from '../../api/identity-keys';

function fetchInvitations() {
  return callEndpoint(invitationsContract.list, {});
}

/** The open invitations (waiting or expired), newest first. */
export function useInvitations() {
  return useQuery({ queryKey: identityKeys.invitations, queryFn: fetchInvitations });
}
