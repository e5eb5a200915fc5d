import { AppError } from '@hrt/shared/errors';
import { isRole, type Role } from '@hrt/shared/roles';
import type { AccessRequestEntry, AllowlistEntry } from '@hrt/shared/schemas/auth';
import type { Database } from '../../db/client.ts';
import type { Principal } from '../../http/access.ts';
import {
  findRequest,
  listRequests,
  setRequestStatus,
} from '../identity/access-requests-repository.ts';
import { type AllowlistRow, upsertAllowlistEntry } from '../identity/accounts-repository.ts';
import { revokeAllForEmail } from '../identity/refresh-tokens.ts';
import { deleteAllowlistEntry, listAllowlist } from './repository.ts';

export async function listUsers(db: Database): Promise<AllowlistEntry[]> {
  return (await listAllowlist(db)).map(toEntry);
}

/**
 * Adds or updates an allowlist entry. Revoking ends the user's sessions at once: the access
 * hook reads the allowlist on every request and their refresh tokens are revoked.
 */
export async function saveUser(
  db: Database,
  actor: Principal,
  values: { email: string; role: Role; allowed: boolean },
): Promise<AllowlistEntry> {
  if (values.email === actor.email && (values.role !== 'owner' || !values.allowed)) {
    throw new AppError('conflict', 'You cannot revoke or demote your own owner account.');
  }
  const row = await upsertAllowlistEntry(db, values, actor.email);
  if (!values.allowed) await revokeAllForEmail(db, values.email);
  return toEntry(row);
}

export async function removeUser(db: Database, actor: Principal, email: string) {
  if (email === actor.email) {
    throw new AppError('conflict', 'You cannot remove your own owner account.');
  }
  if (!(await deleteAllowlistEntry(db, email))) {
    throw new AppError('not_found', `${email} is not on the allowlist.`);
  }
  await revokeAllForEmail(db, email);
}

export async function listAccessRequests(db: Database): Promise<AccessRequestEntry[]> {
  return (await listRequests(db)).map((row) => ({
    id: row.id,
    email: row.email,
    status: row.status as AccessRequestEntry['status'],
    created_at: row.createdAt.toISOString(),
  }));
}

export async function approveAccessRequest(
  db: Database,
  actor: Principal,
  id: string,
  role: Role,
): Promise<AllowlistEntry> {
  const request = await findRequest(db, id);
  if (!request) throw new AppError('not_found', 'That access request no longer exists.');
  const entry = await saveUser(db, actor, { email: request.email, role, allowed: true });
  await setRequestStatus(db, id, 'approved');
  return entry;
}

export async function declineAccessRequest(db: Database, id: string) {
  const request = await findRequest(db, id);
  if (!request) throw new AppError('not_found', 'That access request no longer exists.');
  await setRequestStatus(db, id, 'declined');
}

function toEntry(row: AllowlistRow): AllowlistEntry {
  return {
    email: row.email,
    role: isRole(row.role) ? row.role : 'viewer',
    allowed: row.allowed,
    created_at: row.createdAt.toISOString(),
  };
}
