import type { Contact, ContactTrade } from '@hrt/shared/schemas/contacts';
import type { ContactRow } from './repository.ts';

export function toContact(row: ContactRow): Contact {
  return {
    id: row.id,
    name: row.name,
    company: row.company,
    trade: row.trade as ContactTrade,
    email: row.email,
    phone: row.phone,
    notes: row.notes,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    created_by: row.createdBy,
  };
}

/**
 * What the free-text fields (an expense's supplier, a policy's contractor, a task's supplier)
 * call a contact: its company, or its name when it has none.
 */
export function contactLabel(row: Pick<ContactRow, 'name' | 'company'>): string {
  return row.company.trim() || row.name.trim();
}
