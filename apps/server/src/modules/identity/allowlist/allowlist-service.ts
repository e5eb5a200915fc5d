import { AppError } from '@hrt/shared/errors';
import type { Role } from '@hrt/shared/roles';
import type { AccessRequestEntry, AllowlistEntry } from '@hrt/shared/schemas/identity';
import type { AppContext } from '../../../app-context.ts';
import type { Database } from '../../../db/client.ts';
import { withTransaction } from '../../../db/transaction.ts';
import type { Principal } from '../../../http/access.ts';
import { recordInTransaction } from '../../activity/write-change.ts';
import { revokeAllForEmail } from '../sessions/refresh-tokens.ts';
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

export async function listUsers(db: Database): Promise<AllowlistEntry[]> {
  return (await listAllowlist(db)).map(toAllowlistEntry);
}

/** Whether the e-mail is on the allowlist and not revoked. */
export async function isAllowed(db: Database, email: string): Promise<boolean> {
  return Boolean((await findAllowlistEntry(db, email))?.allowed);
}

/**
 * Adds or updates an allowlist entry. Revoking ends the user's sessions at once: the access
 * hook reads the allowlist on every request and their refresh tokens are revoked; their open
 * live-update streams end too. An owner change is recorded in the feed and mailed to every
 * owner (decision 020).
 */
export async function saveUser(
  ctx: AppContext,
  actor: Principal,
  values: { email: string; role: Role; allowed: boolean },
): Promise<AllowlistEntry> {
  if (values.email === actor.email && (values.role !== 'owner' || !values.allowed)) {
    throw new AppError('conflict', 'You cannot revoke or demote your own owner account.');
  }
  const after = { role: values.role, allowed: values.allowed };
  const { result, change } = await changeEntry(ctx, actor, values.email, after, async (tx) => {
    const row = await upsertAllowlistEntry(tx, values, actor.email);
    if (!values.allowed) await revokeAllForEmail(tx, values.email);
    return toAllowlistEntry(row);
  });
  if (change) await mailOwners(ctx.database.db, ctx.mailer, actor.email, change);
  return result;
}

export async function removeUser(ctx: AppContext, actor: Principal, email: string) {
  if (email === actor.email) {
    throw new AppError('conflict', 'You cannot remove your own owner account.');
  }
  const { change } = await changeEntry(ctx, actor, email, undefined, async (tx) => {
    if (!(await deleteAllowlistEntry(tx, email))) {
      throw new AppError('not_found', `${email} is not on the allowlist.`);
    }
    await revokeAllForEmail(tx, email);
  });
  if (change) await mailOwners(ctx.database.db, ctx.mailer, actor.email, change);
}

/**
 * One allowlist change in a transaction: the founding owner stays, an owner change is
 * recorded in the feed with it, and every instance hears of it when it commits.
 */
async function changeEntry<T>(
  ctx: AppContext,
  actor: Principal,
  email: string,
  after: EntryState,
  write: (tx: Database) => Promise<T>,
): Promise<{ result: T; change: OwnerChange | null }> {
  return withTransaction(ctx.database.db, async (tx) => {
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

export async function listAccessRequests(db: Database): Promise<AccessRequestEntry[]> {
  return (await listRequests(db)).map(toAccessRequestEntry);
}

export async function approveAccessRequest(
  ctx: AppContext,
  actor: Principal,
  id: string,
  role: Role,
): Promise<AllowlistEntry> {
  const { db } = ctx.database;
  const request = await findRequest(db, id);
  if (!request) throw new AppError('not_found', 'That access request no longer exists.');
  const entry = await saveUser(ctx, actor, { email: request.email, role, allowed: true });
  await setRequestStatus(db, id, 'approved');
  return entry;
}

export async function declineAccessRequest(db: Database, id: string) {
  const request = await findRequest(db, id);
  if (!request) throw new AppError('not_found', 'That access request no longer exists.');
  await setRequestStatus(db, id, 'declined');
}
