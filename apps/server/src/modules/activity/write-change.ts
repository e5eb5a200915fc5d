import type { ActivityAction, ActivityResourceType } from '@hrt/shared/schemas/notifications';
import type { Database } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import { assertFresh, nextUpdatedAt } from '../../db/write-guards.ts';
import { type ActivityAudience, insertActivityEvents } from './repository.ts';

/** What a change did, for the notification feed (the actor is the one making the write). */
export interface ActivityRecord {
  action: ActivityAction;
  resourceType: ActivityResourceType;
  resourceName: string | null;
  /**
   * 'finance': only roles that see personal finances hear of it (credit accounts, personal
   * insurance); the feed would otherwise tell everyone their names. Omitted: everyone.
   */
  audience?: ActivityAudience;
}

/**
 * The outcome of a write: its result and the activity it must record. The activity is not
 * optional: a write that changes something says what it changed.
 */
export interface Change<T> {
  result: T;
  activity: ActivityRecord | readonly ActivityRecord[];
}

/**
 * The one write path for creates, updates and deletes: runs `work` in a transaction and records
 * its activity in that same transaction, so an event exists exactly when its change committed.
 * Pass a transaction as `db` to join it (nested writes become a savepoint).
 */
export function writeChange<T>(
  db: Database,
  actorEmail: string,
  work: (tx: Database) => Promise<Change<T>>,
): Promise<T> {
  return withTransaction(db, async (tx) => {
    const { result, activity } = await work(tx);
    await recordInTransaction(tx, actorEmail, activity);
    return result;
  });
}

/**
 * Records activity inside a transaction the caller already holds (for writes whose transaction
 * is opened by shared plumbing such as file uploads, which then call this through writeChange).
 */
export async function recordInTransaction(
  tx: Database,
  actorEmail: string,
  activity: ActivityRecord | readonly ActivityRecord[],
): Promise<void> {
  const records: readonly ActivityRecord[] = Array.isArray(activity)
    ? activity
    : [activity as ActivityRecord];
  if (records.length === 0) throw new Error('A change must record at least one activity event.');
  await insertActivityEvents(
    tx,
    records.map((record) => ({ ...record, audience: record.audience ?? null, actorEmail })),
  );
}

/** An update of a row the client edited from a version it saw (DESIGN.md section 6). */
export interface FreshUpdate<Current, T> {
  /** Finds and locks the row, refusing (404, 403) what the caller may not change. */
  lock: (tx: Database) => Promise<Current>;
  /** The row's version as stored. */
  version: (current: Current) => Date;
  /** The version the client saw (its `updated_at`), if it sent one. */
  seen: string | undefined;
  /** How the refusal names the row: 'expense', 'task'. */
  what: string;
  /** The write, given the row's next version; it says what it changed. */
  write: (tx: Database, current: Current, updatedAt: Date) => Promise<Change<T>>;
}

/**
 * The stale-checked update every editable row goes through, in one recorded change: lock the
 * row, refuse it (409) when someone saved a newer version since the client read it, write it
 * with the next `updated_at`, record the activity.
 */
export function writeFreshUpdate<Current, T>(
  db: Database,
  actorEmail: string,
  update: FreshUpdate<Current, T>,
): Promise<T> {
  return writeChange(db, actorEmail, async (tx) => {
    const current = await update.lock(tx);
    const version = update.version(current);
    assertFresh(version, update.seen, update.what);
    return update.write(tx, current, nextUpdatedAt(version));
  });
}
