import { invitationsContract } from '@hrt/shared/contracts/invitations';
import type { CreateInvitationInput } from '@hrt/shared/schemas/invitations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { authKeys } from './auth-keys';

export function sendInvitation(body: CreateInvitationInput) {
  return callEndpoint(invitationsContract.create, { body });
}

/** Inviting also lists the e-mail with the role: both lists are read again. */
export function useSendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendInvitation,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: authKeys.invitations }),
        queryClient.invalidateQueries({ queryKey: authKeys.users }),
      ]),
  });
}
