import { invitationsContract } from '@hrt/shared/contracts/identity/invitations';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';

/** Invites a contact to sign in as a trade: its e-mail is allowlisted with the role and the contact. */
export function useInviteContact() {
  return useMutation({
    mutationFn: ({ email, contactId }: { email: string; contactId: string }) =>
      callEndpoint(invitationsContract.create, {
        body: { email, role: 'trade', contact_id: contactId },
      }),
  });
}
