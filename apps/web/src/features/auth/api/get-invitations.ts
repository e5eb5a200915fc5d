import { invitationsContract } from '@hrt/shared/contracts/invitations';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { authKeys } from './auth-keys';

export function fetchInvitations() {
  return callEndpoint(invitationsContract.list, {});
}

/** The open invitations (waiting or expired), newest first. */
export function useInvitations() {
  return useQuery({ queryKey: authKeys.invitations, queryFn: fetchInvitations });
}
