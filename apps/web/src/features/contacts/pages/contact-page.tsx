import { can } from '@hrt/shared/roles';
import { type Contact, contactMessages } from '@hrt/shared/schemas/contacts';
import { ArrowLeft, Pencil, UserPlus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/auth/session-context';
import { useContactWork } from '../api/get-contact-work';
import { ContactDialog } from '../components/contact-dialog';
import { ContactReach } from '../components/contact-reach';
import { DocumentsSection } from '../components/documents-section';
import { InsuranceSection } from '../components/insurance-section';
import { MoneySection } from '../components/money-section';
import { WorkSection } from '../components/work-section';

function BackLink() {
  return (
    <Button asChild variant="ghost" size="sm" className="w-fit">
      <Link to={paths.contacts.href()}>
        <ArrowLeft aria-hidden="true" />
        Contacts
      </Link>
    </Button>
  );
}

/** The invitation dialog, from the identity feature (app/ composes the two). */
export type InviteDialogFor = (
  contact: Contact,
  open: boolean,
  onOpenChange: (open: boolean) => void,
) => ReactNode;

/**
 * A contact's page (/contacts/:contactId): who they are and how to reach them (tap to call or
 * mail), then their work, money, insurance and documents. Editors change the contact here; the
 * owner invites them to sign in as a trade, with `inviteDialog`.
 */
export function ContactPage({ inviteDialog }: { inviteDialog?: InviteDialogFor }) {
  const { contactId = '' } = useParams();
  const work = useContactWork(contactId);

  if (work.error instanceof ApiError && work.error.status === 404) {
    return (
      <div className="mx-auto grid w-full max-w-4xl gap-6">
        <BackLink />
        <EmptyState icon={UserPlus} title={contactMessages.notFound} />
      </div>
    );
  }
  if (work.error) {
    return (
      <div className="mx-auto grid w-full max-w-4xl gap-6">
        <BackLink />
        <ErrorState message={contactMessages.load} onRetry={() => void work.refetch()} />
      </div>
    );
  }
  const data = work.data;
  return (
    <div className="mx-auto grid w-full max-w-4xl min-w-0 gap-6">
      <BackLink />
      {data ? (
        <ContactHeader contact={data.contact} inviteDialog={inviteDialog} />
      ) : (
        <Skeleton className="h-24 w-full" />
      )}
      {data ? (
        <>
          <WorkSection work={data} />
          <MoneySection work={data} />
          <InsuranceSection policies={data.insurance} />
          <DocumentsSection documents={data.documents} />
        </>
      ) : (
        <Skeleton className="h-64 w-full" />
      )}
    </div>
  );
}

/** Name, company and trade; phone and e-mail as links; Edit and Invite as trade for who may. */
function ContactHeader({
  contact,
  inviteDialog,
}: {
  contact: Contact;
  inviteDialog: InviteDialogFor | undefined;
}) {
  const { role } = useSession();
  const [editing, setEditing] = useState(false);
  const [inviting, setInviting] = useState(false);
  const canEdit = can(role, 'contractor_insurance.edit');
  const canInvite = can(role, 'users.manage') && inviteDialog !== undefined;
  return (
    <header className="flex flex-wrap items-start justify-between gap-3">
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-semibold tracking-tight break-words">{contact.name}</h1>
          <Badge variant="outline">{contact.trade}</Badge>
        </div>
        {contact.company && <p className="text-muted-foreground">{contact.company}</p>}
        <div className="text-sm">
          <ContactReach contact={contact} />
        </div>
        {contact.notes && (
          <p className="max-w-prose text-sm whitespace-pre-line text-muted-foreground">
            {contact.notes}
          </p>
        )}
      </div>
      {(canEdit || canInvite) && (
        <div className="flex flex-wrap gap-2">
          {canEdit && (
            <Button variant="outline" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
              Edit
            </Button>
          )}
          {canInvite && (
            <Button variant="outline" onClick={() => setInviting(true)}>
              <UserPlus aria-hidden="true" />
              Invite as trade
            </Button>
          )}
        </div>
      )}
      <ContactDialog open={editing} onOpenChange={setEditing} contact={contact} />
      {canInvite && inviteDialog(contact, inviting, setInviting)}
    </header>
  );
}
