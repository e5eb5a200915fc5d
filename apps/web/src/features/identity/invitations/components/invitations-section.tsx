import { type Role, roleLabels } from '@hrt/shared/roles';
import { Copy, Send } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { adminErrorMessage } from '../../admin-messages';
import { useInvitations } from '../api/get-invitations';
import { type LinkToCopy, useInvitationActions } from '../hooks/use-invitation-actions';
import { InvitationsList } from './invitations-list';

/** Someone just allowlisted (added, or an access request approved), offered an invitation. */
export interface InvitationOffer {
  email: string;
  role: Role;
}

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

  return (
    <section aria-labelledby="invitations" className="grid gap-3">
      <div className="grid gap-1">
        <h2 id="invitations" className="text-lg font-semibold">
          Invitations
        </h2>
        <p className="text-sm text-muted-foreground">
          An invitation is a one-time link, valid for 48 hours, where the person sets their own
          password and name.
        </p>
      </div>
      {offer && (
        <OfferBox
          offer={offer}
          sending={actions.sending}
          onSend={async () => {
            if (await actions.sendTo(offer.email, offer.role)) onOfferDone();
          }}
          onDismiss={onOfferDone}
        />
      )}
      {actions.linkToCopy && (
        <LinkBox linkToCopy={actions.linkToCopy} onDone={actions.dismissLink} />
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
        {roleLabels[offer.role]}. Send an invitation so they set their own password.
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

function LinkBox({ linkToCopy, onDone }: { linkToCopy: LinkToCopy; onDone: () => void }) {
  const { email, link } = linkToCopy;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success('Link copied');
    } catch {
      toast.error('Copying was refused: select the link and copy it yourself.');
    }
  };
  return (
    <div className="grid gap-3 rounded-lg border border-warning/50 bg-warning-soft/40 p-4">
      <p className="text-sm">
        No mail server is configured, so pass this link on to{' '}
        <span className="font-medium">{email}</span> yourself. It is shown only now, and works once
        within 48 hours.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          readOnly
          value={link}
          aria-label={`Invitation link for ${email}`}
          onFocus={(event) => event.currentTarget.select()}
          className="font-mono text-xs"
        />
        <div className="grid grid-cols-2 gap-2 sm:flex">
          <Button variant="outline" onClick={() => void copy()}>
            <Copy aria-hidden="true" />
            Copy link
          </Button>
          <Button variant="outline" onClick={onDone}>
            Done
          </Button>
        </div>
      </div>
    </div>
  );
}
