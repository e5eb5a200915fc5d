import { can } from '@hrt/shared/roles';
import { type Contact, contactMessages } from '@hrt/shared/schemas/contacts';
import { Plus, Search, Users } from 'lucide-react';
import { useState } from 'react';
import { CollectionPage } from '@/components/collection-page';
import { ConfirmDelete } from '@/components/confirm-delete';
import type { Failure } from '@/components/failure-alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input, Label } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { pageHeadings } from '@/config/page-headings';
import { useSession } from '@/lib/auth/session-context';
import { useToastDeleted } from '@/lib/undo-delete';
import { useEditDialog } from '@/lib/use-edit-dialog';
import { PHONE_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { useDeleteContact } from '../api/delete-contact';
import { useContacts } from '../api/list-contacts';
import { useRefreshContacts } from '../api/use-refresh-contacts';
import { ContactDialog } from '../components/contact-dialog';
import { ContactCards, ContactTable } from '../components/contact-list';
import { useDebouncedValue } from '../lib/use-debounced-value';

/** How long typing must pause before the search is sent. */
const SEARCH_DELAY_MS = 250;

/**
 * Contacts (/contacts): the household's trades, suppliers and professionals, searchable by
 * name, company, trade, e-mail or phone; cards on a phone, a table on a desktop. The roles that
 * edit contractor insurance add, edit and delete them; the others read.
 */
export function ContactsPage() {
  const { role } = useSession();
  const canEdit = can(role, 'contractor_insurance.edit');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search, SEARCH_DELAY_MS).trim();
  const contacts = useContacts(q);
  const deleteContact = useDeleteContact();
  const refresh = useRefreshContacts();
  const toastDeleted = useToastDeleted();
  const dialog = useEditDialog<Contact>();
  const [deleting, setDeleting] = useState<Contact | null>(null);
  const [banner, setBanner] = useState<Failure | null>(null);

  async function remove(contact: Contact) {
    try {
      toastDeleted(await deleteContact.mutateAsync(contact.id), refresh);
    } catch (error) {
      console.error('Contacts: failed to delete', error);
      setBanner({ message: contactMessages.delete });
    }
  }

  return (
    <CollectionPage
      title={pageHeadings.contacts.title}
      description={pageHeadings.contacts.description}
      actions={
        canEdit && (
          <Button onClick={dialog.openAdd}>
            <Plus aria-hidden="true" />
            Add Contact
          </Button>
        )
      }
      banner={banner}
      onDismissBanner={() => setBanner(null)}
      loadFailure={
        contacts.isError
          ? { message: contactMessages.load, onRetry: () => void contacts.refetch() }
          : null
      }
    >
      <div className="grid max-w-md gap-1.5">
        <Label htmlFor="contact-search">Search contacts</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id="contact-search"
            type="search"
            className="pl-9"
            placeholder="Name, company, trade, phone or e-mail"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      </div>
      <ContactResults
        contacts={contacts.data}
        pending={contacts.isPending}
        searched={q}
        canEdit={canEdit}
        onAdd={dialog.openAdd}
        onEdit={dialog.openEdit}
        onDelete={setDeleting}
      />
      <ContactDialog open={dialog.open} onOpenChange={dialog.setOpen} contact={dialog.editing} />
      <ConfirmDelete
        item={deleting}
        onClose={() => setDeleting(null)}
        title="Delete contact"
        description={contactMessages.confirmDelete}
        onConfirm={(contact) => void remove(contact)}
      />
    </CollectionPage>
  );
}

function ContactResults({
  contacts,
  pending,
  searched,
  canEdit,
  onAdd,
  onEdit,
  onDelete,
}: {
  contacts: Contact[] | undefined;
  pending: boolean;
  searched: string;
  canEdit: boolean;
  onAdd: () => void;
  onEdit: (contact: Contact) => void;
  onDelete: (contact: Contact) => void;
}) {
  const phone = useMediaQuery(PHONE_QUERY);
  if (pending) return <Skeleton className="h-48 w-full" />;
  if (!contacts) return null;
  if (contacts.length === 0) {
    return searched ? (
      <EmptyState icon={Search} title={`No contacts match "${searched}".`} />
    ) : (
      <EmptyState
        icon={Users}
        title="No contacts yet"
        description="Add the builders, trades and suppliers you work with, to link them to services, expenses, insurance and tasks."
        action={canEdit && <Button onClick={onAdd}>Add Contact</Button>}
      />
    );
  }
  const List = phone ? ContactCards : ContactTable;
  return <List contacts={contacts} canEdit={canEdit} onEdit={onEdit} onDelete={onDelete} />;
}
