import { zodResolver } from '@hookform/resolvers/zod';
import { type Contact, contactInputSchema, contactMessages } from '@hrt/shared/schemas/contacts';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormDialog } from '@/components/form-dialog';
import { HistorySection } from '@/components/history/history-section';
import { refusalDetail } from '@/lib/api-client';
import { useCreateContact } from '../api/create-contact';
import { useUpdateContact } from '../api/update-contact';
import {
  type ContactFormOutput,
  type ContactFormValues,
  contactFormFields,
  contactFormValues,
} from '../lib/contact-form';
import { showServerFieldErrors } from '../lib/server-field-errors';
import { ContactFields } from './contact-fields';

/**
 * Add or edit a contact. The shared schema checks what the server checks (a name; a phone
 * number and e-mail that read as such); a refusal that names fields stands under them, any
 * other failure above the form.
 */
export function ContactDialog({
  open,
  onOpenChange,
  contact,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The contact to edit; without one the dialog adds a new contact. */
  contact: Contact | null;
  onSaved?: (contact: Contact) => void;
}) {
  const createContact = useCreateContact();
  const updateContact = useUpdateContact();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ContactFormValues, unknown, ContactFormOutput>({
    resolver: zodResolver(contactInputSchema),
    defaultValues: contactFormValues(contact),
  });

  useEffect(() => {
    if (!open) return;
    form.reset(contactFormValues(contact));
    setFailure(null);
  }, [open, contact, form]);

  const submit = form.handleSubmit(async (fields) => {
    setFailure(null);
    try {
      const saved = contact
        ? await updateContact.mutateAsync({
            id: contact.id,
            body: { ...fields, updated_at: contact.updated_at },
          })
        : await createContact.mutateAsync(fields);
      toast.success(contact ? 'Contact updated.' : 'Contact added.');
      onOpenChange(false);
      onSaved?.(saved);
    } catch (error) {
      console.error('Contacts: failed to save', error);
      if (!showServerFieldErrors(error, contactFormFields, form.setError)) {
        setFailure(refusalDetail(error));
      }
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={contact ? 'Edit Contact' : 'Add Contact'}
      onSubmit={submit}
      failure={failure === null ? null : { message: contactMessages.save, detail: failure }}
      onDismissFailure={() => setFailure(null)}
      submitting={form.formState.isSubmitting}
      submitLabel={contact ? 'Save Changes' : 'Add Contact'}
      after={
        contact && (
          <HistorySection
            resourceType="contact"
            resourceId={contact.id}
            className="border-t pt-3"
          />
        )
      }
    >
      <ContactFields form={form} />
    </FormDialog>
  );
}
