import { ContactPage } from '@/features/contacts/pages/contact-page';
import { InviteDialog } from '@/features/identity/invitations/components/invite-dialog';

/**
 * A contact's page with the owner's 'Invite as trade': the identity feature's invitation dialog,
 * opened as Trade for this contact, its e-mail filled in. Composed here, because features never
 * import each other.
 */
export function ContactScreen() {
  return (
    <ContactPage
      inviteDialog={(contact, open, onOpenChange) => (
        <InviteDialog
          open={open}
          onOpenChange={onOpenChange}
          initialRole="trade"
          initialContactId={contact.id}
          initialEmail={contact.email}
          title={`Invite ${contact.name} as a trade`}
        />
      )}
    />
  );
}
