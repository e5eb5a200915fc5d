import type { Contact } from '@hrt/shared/schemas/contacts';
import type { ComponentProps } from 'react';
import { Select } from '@/components/ui/input';
import { useContactChoices } from '../api/get-contact-choices';

type TradeContactSelectProps = Omit<ComponentProps<'select'>, 'value' | 'onChange'> & {
  value: string | null | undefined;
  onChange: (contactId: string | null) => void;
};

const optionLabel = (contact: Pick<Contact, 'name' | 'company'>) =>
  contact.company.trim() ? `${contact.name} (${contact.company.trim()})` : contact.name;

/**
 * The contact a trade is, chosen from the household's contacts: a native select whose first
 * option asks for a choice, so nothing is picked until the owner picks. Shown beside a role
 * picker once Trade is chosen; the form refuses a trade without one.
 */
export function TradeContactSelect({ value, onChange, ...props }: TradeContactSelectProps) {
  const choices = useContactChoices();
  const contacts = choices.data ?? [];
  const placeholder = choices.isPending
    ? 'Loading contacts...'
    : choices.isError
      ? 'Contacts could not be loaded'
      : contacts.length === 0
        ? 'No contacts yet'
        : 'Choose a contact';
  return (
    <Select
      required
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || null)}
      {...props}
    >
      <option value="">{placeholder}</option>
      {contacts.map((contact) => (
        <option key={contact.id} value={contact.id}>
          {optionLabel(contact)}
        </option>
      ))}
    </Select>
  );
}
