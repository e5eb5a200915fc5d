import { isRole } from '@hrt/shared/roles';
import type { AccessRequestEntry, AllowlistEntry } from '@hrt/shared/schemas/identity';
import type { AccessRequestRow } from './access-requests-repository.ts';
import type { AllowlistRow } from './allowlist-repository.ts';

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
