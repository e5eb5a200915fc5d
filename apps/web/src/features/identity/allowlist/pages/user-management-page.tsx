import { Mail, UserPlus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useCan, useSession } from '@/lib/auth/session-context';
import { adminErrorMessage } from '../../admin-messages';
import {
  type InvitationOffer,
  InvitationsSection,
  offerFor,
} from '../../invitations/components/invitations-section';
import { useAccessRequests } from '../api/get-access-requests';
import { useAllowlist } from '../api/get-allowlist';
import { AccessRequestsList } from '../components/access-requests-list';
import { AllowlistForm } from '../components/allowlist-form';
import { AllowlistList } from '../components/allowlist-list';
import { useAllowlistActions } from '../hooks/use-allowlist-actions';

/** /admin, owner only: the allowlist, invitations and pending access requests. */
export function UserManagementPage() {
  const session = useSession();
  const isOwner = useCan('users.manage');
  const users = useAllowlist();
  const requests = useAccessRequests();
  // Whoever was just allowlisted is offered an invitation.
  const [offer, setOffer] = useState<InvitationOffer | null>(null);
  const actions = useAllowlistActions({
    onApproved: (entry) => setOffer(offerFor(entry)),
  });
  const [loadErrorDismissed, setLoadErrorDismissed] = useState(false);

  const entries = users.data ?? [];
  const existingEmails = useMemo(
    () => new Set((users.data ?? []).map((entry) => entry.email.toLowerCase())),
    [users.data],
  );

  if (!isOwner) {
    return (
      <Alert kind="info" title="Owner only">
        Only the project owner can manage users.
      </Alert>
    );
  }

  const loadError = users.error && !loadErrorDismissed;

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">User Management</h1>
          <p className="text-sm text-muted-foreground">
            Who may sign in, and what each person may do.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to={paths.adminOutbox.href()}>
              <Mail aria-hidden="true" />
              Outbox
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.createAccount.href()}>
              <UserPlus aria-hidden="true" />
              Create account
            </Link>
          </Button>
        </div>
      </header>

      {loadError && (
        <Alert kind="error" onDismiss={() => setLoadErrorDismissed(true)}>
          {adminErrorMessage(users.error, 'Failed to load users')}
        </Alert>
      )}
      {actions.actionError && (
        <Alert kind="error" onDismiss={actions.dismissActionError}>
          {actions.actionError}
        </Alert>
      )}

      <Card>
        <CardHeader>
          <h2 className="text-base font-semibold leading-tight">Add or update a user</h2>
          <CardDescription>Adding an e-mail that is already listed updates it.</CardDescription>
        </CardHeader>
        <CardContent>
          <AllowlistForm
            existingEmails={existingEmails}
            onSave={async (entry) => {
              const isNew = !existingEmails.has(entry.email);
              const saved = await actions.saveEntry(entry);
              if (isNew && saved.allowed) setOffer(offerFor(saved));
            }}
          />
        </CardContent>
      </Card>

      <InvitationsSection offer={offer} onOfferDone={() => setOffer(null)} />

      <section aria-labelledby="pending-requests" className="grid gap-3">
        <h2 id="pending-requests" className="text-lg font-semibold">
          Pending access requests
        </h2>
        {requests.isPending ? (
          <Skeleton className="h-16" />
        ) : requests.isError ? (
          <p className="text-sm text-muted-foreground">
            {adminErrorMessage(requests.error, 'Failed to load access requests')}
          </p>
        ) : (
          <AccessRequestsList
            requests={requests.data}
            busyId={actions.busyRequest}
            onApprove={actions.approveRequest}
            onDecline={actions.declineRequest}
          />
        )}
      </section>

      <section aria-labelledby="allowlisted-users" className="grid gap-3">
        <h2 id="allowlisted-users" className="text-lg font-semibold">
          Allowlisted users
        </h2>
        {users.isPending ? (
          <div className="grid gap-2">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        ) : (
          <AllowlistList
            entries={entries}
            currentEmail={session.user?.email ?? null}
            busyEmail={actions.busyEmail}
            onSave={(entry) => void actions.saveEntry(entry).catch(() => {})}
            onRemove={actions.removeEntry}
          />
        )}
      </section>
    </div>
  );
}
