import type { Contact, ContactInput, contactInputSchema } from '@hrt/shared/schemas/contacts';
import type { z } from 'zod';

/** What the dialog's form holds (the API's input) and what its check hands to submit. */
export type ContactFormValues = ContactInput;
export type ContactFormOutput = z.output<typeof contactInputSchema>;

/** The fields a refusal may name, so its messages stand under them. */
export const contactFormFields = ['name', 'company', 'trade', 'email', 'phone', 'notes'] as const;

export function contactFormValues(contact: Contact | null): Required<ContactFormValues> {
  return {
    name: contact?.name ?? '',
    company: contact?.company ?? '',
    trade: contact?.trade ?? 'Other',
    email: contact?.email ?? '',
    phone: contact?.phone ?? '',
    notes: contact?.notes ?? '',
  };
}
