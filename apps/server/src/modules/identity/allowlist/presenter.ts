import { isRole } from '@hrt/shared/roles';
import type { AccessRequestEntry, AllowlistEntry } from '@hrt/shared/schemas/identity';
import type { AccessRequestRow } from './access-requests-repository.ts';
import type { AllowlistRow } from './allowlist-repository.ts';

/** `contactNames`: the names of the contacts the rows name (contacts/linked-contact.ts contactLabelsOf). */
export function toAllowlistEntry(
  row: AllowlistRow,
  contactNames: ReadonlyMap<string, string>,
): AllowlistEntry {
  return {
    email: row.email,
    role: isRole(row.role) ? row.role : 'viewer',
    allowed: row.allowed,
    created_at: row.createdAt.toISOString(),
    contact_id: row.contactId,
    contact_name: (row.contactId && contactNames.get(row.contactId)) ?? null,
  };
}

export function toAccessRequestEntry(row: AccessRequestRow): AccessRequestEntry {
  return {
    id: row.id,
    email: row.email,
    status: row.status as AccessRequestEntry['status'],
    created_at: row.createdAt.toISOString(),
  };
}
