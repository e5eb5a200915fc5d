import type { Role } from '@hrt/shared/roles';
import type { AllowlistEntry } from '@hrt/shared/schemas/identity';
import { Send, UserPlus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { adminErrorMessage } from '../../admin-messages';
import { roleWithContact } from '../../components/role-with-contact';
import { useInvitations } from '../api/get-invitations';
import { useInvitationActions } from '../hooks/use-invitation-actions';
import { InvitationLinkBox } from './invitation-link-box';
import { InvitationsList } from './invitations-list';
import { InviteDialog } from './invite-dialog';

/**
 * Someone just allowlisted (added, or an access request approved), offered an invitation; a
 * trade with the contact it is.
 */
export interface InvitationOffer {
  email: string;
  role: Role;
  contactId?: string | null;
  contactName?: string | null;
}

/** The offer to invite whoever an allowlist entry was just saved for. */
export const offerFor = (entry: AllowlistEntry): InvitationOffer => ({
  email: entry.email,
  role: entry.role,
  contactId: entry.contact_id,
  contactName: entry.contact_name,
});

interface InvitationsSectionProps {
  offer: InvitationOffer | null;
  onOfferDone: () => void;
}

/**
 * Admin's invitations: the offer to invite whoever was just allowlisted, the link to copy when
 * no mail server is configured (shown once), and the open invitations with Resend and Revoke.
 */
export function InvitationsSection({ offer, onOfferDone }: InvitationsSectionProps) {
  const invitations = useInvitations();
  const actions = useInvitationActions();
  const [inviting, setInviting] = useState(false);

  return (
    <section aria-labelledby="invitations" className="grid gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="invitations" className="text-lg font-semibold">
            Invitations
          </h2>
          <p className="text-sm text-muted-foreground">
            An invitation is a one-time link, valid for 48 hours, where the person sets their own
            password and name.
          </p>
        </div>
        <Button variant="outline" onClick={() => setInviting(true)}>
          <UserPlus aria-hidden="true" />
          Invite someone
        </Button>
      </div>
      <InviteDialog open={inviting} onOpenChange={setInviting} />
      {offer && (
        <OfferBox
          offer={offer}
          sending={actions.sending}
          onSend={async () => {
            if (await actions.sendTo(offer.email, offer.role, offer.contactId ?? null)) {
              onOfferDone();
            }
          }}
          onDismiss={onOfferDone}
        />
      )}
      {actions.linkToCopy && (
        <InvitationLinkBox linkToCopy={actions.linkToCopy} onDone={actions.dismissLink} />
      )}
      {invitations.isPending ? (
        <Skeleton className="h-16" />
      ) : invitations.isError ? (
        <ErrorState
          message={adminErrorMessage(invitations.error, 'Failed to load invitations')}
          onRetry={() => void invitations.refetch()}
        />
      ) : (
        <InvitationsList
          invitations={invitations.data}
          busyId={actions.busyId}
          onResend={actions.resendTo}
          onRevoke={actions.revokeFor}
        />
      )}
    </section>
  );
}

function OfferBox({
  offer,
  sending,
  onSend,
  onDismiss,
}: {
  offer: InvitationOffer;
  sending: boolean;
  onSend: () => void;
  onDismiss: () => void;
}) {
  const ref = useRef<HTMLElement>(null);
  // The offer may appear away from the button that led to it (an approved request lower down).
  // A block body: newer browsers answer scrollIntoView with a promise, which React would take
  // for the effect's clean-up.
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, []);
  return (
    <section
      ref={ref}
      aria-label={`Invite ${offer.email}`}
      className="grid gap-3 rounded-lg border border-primary/40 bg-card p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
    >
      <p className="min-w-0 text-sm break-words">
        <span className="font-medium">{offer.email}</span> may now sign in as{' '}
        {roleWithContact(offer.role, offer.contactName)}. Send an invitation so they set their own
        password.
      </p>
      <div className="grid grid-cols-2 gap-2 sm:flex">
        <Button disabled={sending} onClick={onSend}>
          <Send aria-hidden="true" />
          {sending ? 'Sending...' : 'Send invitation'}
        </Button>
        <Button variant="outline" onClick={onDismiss}>
          Not now
        </Button>
      </div>
    </section>
  );
}
