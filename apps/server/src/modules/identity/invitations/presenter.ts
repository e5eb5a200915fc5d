import { isRole } from '@hrt/shared/roles';
import type { Invitation } from '@hrt/shared/schemas/invitations';
import type { InvitationRow } from './invitations-repository.ts';

/**
 * An open invitation as the owner reads it (never its token, which only its hash is kept of).
 * `contactNames`: the names of the contacts the rows name (contacts/linked-contact.ts contactLabelsOf).
 */
export function toInvitation(
  row: InvitationRow,
  contactNames: ReadonlyMap<string, string>,
  now = new Date(),
): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: isRole(row.role) ? row.role : 'viewer',
    expires_at: row.expiresAt.toISOString(),
    status: row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'pending',
    sent_at: row.sentAt.toISOString(),
    invited_by: row.createdBy,
    contact_id: row.contactId,
    contact_name: (row.contactId && contactNames.get(row.contactId)) ?? null,
  };
}
