import type { ActivityAction, ActivityResourceType } from '@hrt/shared/schemas/notifications';
import type { Database } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
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
