import type { Invitation } from '@hrt/shared/schemas/invitations';
import { format } from 'date-fns';
import { MailX } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { roleWithContact } from '../../components/role-with-contact';

interface InvitationsListProps {
  invitations: readonly Invitation[];
  busyId: string | null;
  onResend: (id: string) => void;
  onRevoke: (id: string, email: string) => void;
}

const when = (iso: string) => format(new Date(iso), 'd MMM yyyy, HH:mm');

/** Open invitations with Resend and Revoke; revoking asks first. */
export function InvitationsList({ invitations, busyId, onResend, onRevoke }: InvitationsListProps) {
  const [confirming, setConfirming] = useState<Invitation | null>(null);
  // Kept while the dialog closes so its title does not flicker.
  const [lastTarget, setLastTarget] = useState<Invitation | null>(null);

  if (invitations.length === 0) {
    return (
      <EmptyState
        icon={MailX}
        title="No open invitations"
        description="Add someone to the allowlist above, then send them an invitation."
        className="p-6"
      />
    );
  }

  return (
    <>
      <ul className="divide-y rounded-lg border" aria-label="Open invitations">
        {invitations.map((invitation) => {
          const expired = invitation.status === 'expired';
          const busy = busyId === invitation.id;
          return (
            <li
              key={invitation.id}
              className="grid gap-3 p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
            >
              <div className="grid min-w-0 gap-1">
                <div className="flex min-w-0 flex-wrap items-center gap-2">
                  <span className="truncate font-medium">{invitation.email}</span>
                  <Badge variant={expired ? 'warning' : 'info'}>
                    {expired ? 'Expired' : 'Pending'}
                  </Badge>
                </div>
                <span className="text-xs text-muted-foreground">
                  {roleWithContact(invitation.role, invitation.contact_name)} · sent{' '}
                  {when(invitation.sent_at)} · {expired ? 'expired' : 'expires'}{' '}
                  {when(invitation.expires_at)}
                </span>
              </div>
              <div className="grid grid-cols-2 gap-2 sm:flex">
                <Button
                  size="sm"
                  variant="outline"
                  disabled={busy}
                  aria-label={`Resend invitation to ${invitation.email}`}
                  onClick={() => onResend(invitation.id)}
                >
                  Resend
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={busy}
                  aria-label={`Revoke invitation to ${invitation.email}`}
                  onClick={() => {
                    setLastTarget(invitation);
                    setConfirming(invitation);
                  }}
                >
                  Revoke
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={`Revoke the invitation to ${lastTarget?.email ?? ''}?`}
        description="Its link stops working at once. The e-mail stays on the allowlist; remove it there to take access away."
        confirmLabel="Revoke"
        onConfirm={() => {
          if (confirming) onRevoke(confirming.id, confirming.email);
          setConfirming(null);
        }}
      />
    </>
  );
}
