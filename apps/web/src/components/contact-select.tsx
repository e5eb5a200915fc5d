import type { Contact } from '@hrt/shared/schemas/contacts';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { useContactOptions } from '@/lib/shared-queries/contacts';

/** What a form's free-text field (supplier, contractor name) says of a contact: its company, or else its name. */
function contactText(contact: Pick<Contact, 'name' | 'company'>): string {
  return contact.company.trim() || contact.name;
}

/**
 * The free text after a pick: the picked contact's words when the field is empty or still holds
 * the previous contact's (the person has not written anything of their own there); otherwise
 * what they wrote stays. Picking "None" leaves the text alone: the name is still true.
 */
function textAfterPick(
  current: string,
  previous: Pick<Contact, 'name' | 'company'> | null,
  picked: Pick<Contact, 'name' | 'company'> | null,
): string {
  if (!picked) return current;
  const untouched = current.trim() === '' || (previous && current === contactText(previous));
  return untouched ? contactText(picked) : current;
}

/**
 * A contact picker with "None": the household's contacts by name (with their company). A form
 * passes `linkedText`, the free-text field it shows beside it, to have a pick fill it.
 * A contact that has gone (deleted) reads as none.
 */
export function ContactSelect({
  label,
  value,
  onChange,
  linkedText,
  error,
  hint,
}: {
  label: string;
  value: string | null | undefined;
  onChange: (contactId: string | null) => void;
  linkedText?: { value: string; onChange: (text: string) => void };
  error?: string | undefined;
  hint?: string;
}) {
  const contacts = useContactOptions().data ?? [];
  const byId = (id: string | null | undefined) =>
    contacts.find((contact) => contact.id === id) ?? null;
  const selected = byId(value);

  function pick(id: string) {
    const picked = byId(id);
    if (linkedText) linkedText.onChange(textAfterPick(linkedText.value, selected, picked));
    onChange(picked?.id ?? null);
  }

  return (
    <Field label={label} error={error} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <Select
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          value={selected?.id ?? ''}
          onChange={(event) => pick(event.target.value)}
        >
          <option value="">None</option>
          {contacts.map((contact) => (
            <option key={contact.id} value={contact.id}>
              {contact.company.trim() ? `${contact.name} (${contact.company})` : contact.name}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
