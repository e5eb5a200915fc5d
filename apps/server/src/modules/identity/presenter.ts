import { isRole } from '@hrt/shared/roles';
import type { AccessRequestEntry, AllowlistEntry } from '@hrt/shared/schemas/auth';
import type { Invitation } from '@hrt/shared/schemas/invitations';
import type { AccessRequestRow } from './access-requests-repository.ts';
import type { AllowlistRow } from './accounts-repository.ts';
import type { InvitationRow } from './invitations-repository.ts';

export function toAllowlistEntry(row: AllowlistRow): AllowlistEntry {
  return {
    email: row.email,
    role: isRole(row.role) ? row.role : 'viewer',
    allowed: row.allowed,
    created_at: row.createdAt.toISOString(),
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

/** An open invitation as the owner reads it (never its token, which only its hash is kept of). */
export function toInvitation(row: InvitationRow, now = new Date()): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: isRole(row.role) ? row.role : 'viewer',
    expires_at: row.expiresAt.toISOString(),
    status: row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'pending',
    sent_at: row.sentAt.toISOString(),
    invited_by: row.createdBy,
  };
}
