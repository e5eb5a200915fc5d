import type { Contact } from '@hrt/shared/schemas/contacts';
import { Mail, Phone } from 'lucide-react';

/** A phone number as a tel: address: only the digits and a leading +. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** Tap to call, tap to mail: the contact's phone and e-mail as links (what it has of them). */
export function ContactReach({ contact }: { contact: Pick<Contact, 'name' | 'email' | 'phone'> }) {
  if (!contact.phone && !contact.email) return null;
  return (
    <span className="flex flex-wrap gap-x-4 gap-y-1">
      {contact.phone && (
        <a
          href={telHref(contact.phone)}
          className="inline-flex min-h-11 items-center gap-1.5 text-primary underline-offset-4 hover:underline md:min-h-0"
          aria-label={`Call ${contact.name} on ${contact.phone}`}
        >
          <Phone className="size-4" aria-hidden="true" />
          {contact.phone}
        </a>
      )}
      {contact.email && (
        <a
          href={`mailto:${contact.email}`}
          className="inline-flex min-h-11 items-center gap-1.5 [overflow-wrap:anywhere] text-primary underline-offset-4 hover:underline md:min-h-0"
          aria-label={`E-mail ${contact.name} at ${contact.email}`}
        >
          <Mail className="size-4 shrink-0" aria-hidden="true" />
          {contact.email}
        </a>
      )}
    </span>
  );
}
