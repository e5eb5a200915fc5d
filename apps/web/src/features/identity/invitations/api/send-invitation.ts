import { invitationsContract } from '@hrt/shared/contracts/identity/invitations';
import type { CreateInvitationInput } from '@hrt/shared/schemas/invitations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { identityKeys } from '../../api/identity-keys';

function sendInvitation(body: CreateInvitationInput) {
  return callEndpoint(invitationsContract.create, { body });
}

/** Inviting also lists the e-mail with the role: both lists are read again. */
export function useSendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendInvitation,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: identityKeys.invitations }),
        queryClient.invalidateQueries({ queryKey: identityKeys.users }),
      ]),
  });
}
