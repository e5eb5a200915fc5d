import type { Contact } from '@hrt/shared/schemas/contacts';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { FormDialog } from '@/components/form-dialog';
import { InputField } from '@/components/ui/field';
import { refusalDetail } from '@/lib/api-client';
import { useInviteContact } from '../api/invite-contact';

/**
 * The owner invites a contact to sign in as a trade, tied to this contact: the e-mail starts as
 * the contact's. Without a mail server the answer carries the one-time link, shown here to copy.
 */
export function InviteTradeDialog({
  open,
  onOpenChange,
  contact,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  contact: Contact;
}) {
  const invite = useInviteContact();
  const [email, setEmail] = useState(contact.email);
  const [failure, setFailure] = useState<string | null>(null);
  const [link, setLink] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setEmail(contact.email);
    setFailure(null);
    setLink(null);
  }, [open, contact.email]);

  async function send(event: React.FormEvent) {
    event.preventDefault();
    setFailure(null);
    try {
      const sent = await invite.mutateAsync({ email: email.trim(), contactId: contact.id });
      if (sent.link) {
        setLink(sent.link);
        toast.success(`Invitation for ${sent.email} is ready: copy its link`);
      } else {
        toast.success(`Invitation sent to ${sent.email}`);
        onOpenChange(false);
      }
    } catch (error) {
      console.error('Contacts: failed to invite', error);
      setFailure(refusalDetail(error));
    }
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Invite ${contact.name} as a trade`}
      onSubmit={(event) => void send(event)}
      failure={
        failure === null ? null : { message: 'Failed to send the invitation.', detail: failure }
      }
      onDismissFailure={() => setFailure(null)}
      submitting={invite.isPending}
      submitLabel="Send Invitation"
    >
      <p className="text-sm text-muted-foreground">
        They sign in to see only their own work: its tasks, payments, insurance and documents.
      </p>
      <InputField
        label="E-mail"
        type="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      {link && (
        <InputField
          label="One-time link to pass on (valid for 48 hours)"
          readOnly
          value={link}
          onFocus={(event) => event.target.select()}
        />
      )}
    </FormDialog>
  );
}
