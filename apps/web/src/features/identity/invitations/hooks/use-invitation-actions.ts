import type { Role } from '@hrt/shared/roles';
import type { SentInvitation } from '@hrt/shared/schemas/invitations';
import { useState } from 'react';
import { toast } from 'sonner';
import { adminErrorMessage } from '../../admin-messages';
import { useResendInvitation } from '../api/resend-invitation';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { useSendInvitation } from '../api/send-invitation';

/** A link the owner must pass on by hand (no mail server): shown once, until dismissed. */
export interface LinkToCopy {
  email: string;
  link: string;
}

/**
 * Sending, resending and revoking invitations, each told by a toast. Without a mail server the
 * answer carries the link, which is kept here (never stored) for the owner to copy once.
 */
export function useInvitationActions() {
  const send = useSendInvitation();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const [linkToCopy, setLinkToCopy] = useState<LinkToCopy | null>(null);

  const delivered = (sent: SentInvitation) => {
    if (sent.link) {
      setLinkToCopy({ email: sent.email, link: sent.link });
      toast.success(`Invitation for ${sent.email} is ready: copy its link below`);
    } else {
      setLinkToCopy(null);
      toast.success(`Invitation sent to ${sent.email}`);
    }
  };

  /** Invites an e-mail with a role; a trade with the contact it is. */
  const sendTo = async (email: string, role: Role, contactId: string | null = null) => {
    try {
      const contact = role === 'trade' && contactId ? { contact_id: contactId } : {};
      delivered(await send.mutateAsync({ email, role, ...contact }));
      return true;
    } catch (error) {
      toast.error(adminErrorMessage(error, 'Failed to send the invitation'));
      return false;
    }
  };
  const resendTo = (id: string) =>
    resend.mutate(id, {
      onSuccess: delivered,
      onError: (error) => toast.error(adminErrorMessage(error, 'Failed to resend the invitation')),
    });
  const revokeFor = (id: string, email: string) =>
    revoke.mutate(id, {
      onSuccess: () => toast.success(`Invitation to ${email} revoked`),
      onError: (error) => toast.error(adminErrorMessage(error, 'Failed to revoke the invitation')),
    });

  const busyId = resend.isPending
    ? (resend.variables ?? null)
    : revoke.isPending
      ? (revoke.variables ?? null)
      : null;

  return {
    sendTo,
    sending: send.isPending,
    resendTo,
    revokeFor,
    busyId,
    linkToCopy,
    dismissLink: () => setLinkToCopy(null),
  };
}
