import { AppError } from '@hrt/shared/errors';
import type { Role } from '@hrt/shared/roles';
import type { AccessRequestEntry, AllowlistEntry } from '@hrt/shared/schemas/identity';
import type { AppContext } from '../../../app-context.ts';
import type { Database } from '../../../db/client.ts';
import { type DatabaseDeps, databaseOf, withTransaction } from '../../../db/transaction.ts';
import type { Principal } from '../../../http/access.ts';
import { recordInTransaction } from '../../activity/write-change.ts';
import { contactLabelsOf } from '../../contacts/linked-contact.ts';
import { revokeAllForEmail } from '../sessions/refresh-tokens.ts';
import { tradeContactFor } from '../trade-contacts.ts';
import { announceAccessChange } from './access-changes.ts';
import { findRequest, listRequests, setRequestStatus } from './access-requests-repository.ts';
import {
  deleteAllowlistEntry,
  findAllowlistEntry,
  listAllowlist,
  readEntry,
  upsertAllowlistEntry,
} from './allowlist-repository.ts';
import {
  assertFoundingOwnerKept,
  describeOwnerChange,
  type EntryState,
  mailOwners,
  type OwnerChange,
} from './owner-changes.ts';
import { toAccessRequestEntry, toAllowlistEntry } from './presenter.ts';

/** What the allowlist's services use of the app context. */
export type AllowlistDeps = Pick<AppContext, 'database' | 'mailer'>;

/**
 * Everyone on the allowlist. The owner's screen reads it, and so do the jobs that mail the
 * owners (backups, insurance reminders), which act for nobody: it takes no principal.
 */
export async function listUsers(deps: DatabaseDeps): Promise<AllowlistEntry[]> {
  const db = databaseOf(deps);
  const rows = await listAllowlist(db);
  const names = await contactLabelsOf(
    db,
    rows.map((row) => row.contactId),
  );
  return rows.map((row) => toAllowlistEntry(row, names));
}

/** Whether the e-mail is on the allowlist and not revoked. */
export async function isAllowed(deps: DatabaseDeps, email: string): Promise<boolean> {
  return Boolean((await findAllowlistEntry(databaseOf(deps), email))?.allowed);
}

/**
 * Adds or updates an allowlist entry. Revoking ends the user's sessions at once: the access
 * hook reads the allowlist on every request and their refresh tokens are revoked; their open
 * live-update streams end too. An owner change is recorded in the feed and mailed to every
 * owner (decision 020). A trade is one contact of the directory (422 without one, or for one
 * that does not exist); any other role keeps none (decision 063).
 */
export async function saveUser(
  deps: AllowlistDeps,
  actor: Principal,
  values: { email: string; role: Role; allowed: boolean; contact_id?: string | null | undefined },
): Promise<AllowlistEntry> {
  if (values.email === actor.email && (values.role !== 'owner' || !values.allowed)) {
    throw new AppError('conflict', 'You cannot revoke or demote your own owner account.');
  }
  const after = { role: values.role, allowed: values.allowed };
  const { result, change } = await changeEntry(deps, actor, values.email, after, async (tx) => {
    const contactId = await tradeContactFor(tx, values.role, values.contact_id);
    const row = await upsertAllowlistEntry(
      tx,
      { email: values.email, role: values.role, allowed: values.allowed, contactId },
      actor.email,
    );
    if (!values.allowed) await revokeAllForEmail(tx, values.email);
    return toAllowlistEntry(row, await contactLabelsOf(tx, [row.contactId]));
  });
  if (change) await mailOwners(deps.database.db, deps.mailer, actor.email, change);
  return result;
}

export async function removeUser(deps: AllowlistDeps, actor: Principal, email: string) {
  if (email === actor.email) {
    throw new AppError('conflict', 'You cannot remove your own owner account.');
  }
  const { change } = await changeEntry(deps, actor, email, undefined, async (tx) => {
    if (!(await deleteAllowlistEntry(tx, email))) {
      throw new AppError('not_found', `${email} is not on the allowlist.`);
    }
    await revokeAllForEmail(tx, email);
  });
  if (change) await mailOwners(deps.database.db, deps.mailer, actor.email, change);
}

/**
 * One allowlist change in a transaction: the founding owner stays, an owner change is
 * recorded in the feed with it, and every instance hears of it when it commits.
 */
async function changeEntry<T>(
  deps: Pick<AllowlistDeps, 'database'>,
  actor: Principal,
  email: string,
  after: EntryState,
  write: (tx: Database) => Promise<T>,
): Promise<{ result: T; change: OwnerChange | null }> {
  return withTransaction(deps.database.db, async (tx) => {
    const before = await readEntry(tx, email);
    await assertFoundingOwnerKept(tx, email, after);
    const result = await write(tx);
    const change = describeOwnerChange(email, before, after);
    if (change) {
      await recordInTransaction(tx, actor.email, {
        action: change.action,
        resourceType: 'owner',
        resourceName: email,
      });
    }
    await announceAccessChange(tx, email);
    return { result, change };
  });
}

export async function listAccessRequests(
  deps: Pick<AllowlistDeps, 'database'>,
  _principal: Principal,
): Promise<AccessRequestEntry[]> {
  return (await listRequests(deps.database.db)).map(toAccessRequestEntry);
}

export async function approveAccessRequest(
  deps: AllowlistDeps,
  actor: Principal,
  { id, role, contact_id }: { id: string; role: Role; contact_id?: string | undefined },
): Promise<AllowlistEntry> {
  const { db } = deps.database;
  const request = await findRequest(db, id);
  if (!request) throw new AppError('not_found', 'That access request no longer exists.');
  const entry = await saveUser(deps, actor, {
    email: request.email,
    role,
    allowed: true,
    contact_id,
  });
  await setRequestStatus(db, id, 'approved');
  return entry;
}

export async function declineAccessRequest(
  deps: Pick<AllowlistDeps, 'database'>,
  _principal: Principal,
  id: string,
) {
  const { db } = deps.database;
  const request = await findRequest(db, id);
  if (!request) throw new AppError('not_found', 'That access request no longer exists.');
  await setRequestStatus(db, id, 'declined');
}
