import type { ActivityAction, ActivityResourceType } from '@hrt/shared/schemas/notifications';
import type { Database } from '../../db/client.ts';
import { selectRows } from '../../db/json-rows.ts';
import { withTransaction } from '../../db/transaction.ts';
import { assertFresh, nextUpdatedAt } from '../../db/write-guards.ts';
import { currentActionId, inActivityAction } from './action-scope.ts';
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
  /** The row the change is about: its history lists the change (docs/domain.md#history). */
  resourceId?: string;
  /** What an update changed, column -> [before, after]; writeFreshUpdate fills it in. */
  changes?: Record<string, [unknown, unknown]>;
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
 * Pass a transaction as `db` to join it (nested writes become a savepoint). Its events are one
 * action (inActivityAction): every event it and its nested writes record shares one action id.
 */
export function writeChange<T>(
  db: Database,
  actorEmail: string,
  work: (tx: Database) => Promise<Change<T>>,
): Promise<T> {
  return inActivityAction(undefined, () =>
    withTransaction(db, async (tx) => {
      const { result, activity } = await work(tx);
      await recordInTransaction(tx, actorEmail, activity);
      return result;
    }),
  );
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
  const actionId = currentActionId();
  await insertActivityEvents(
    tx,
    records.map((record) => ({
      ...record,
      audience: record.audience ?? null,
      resourceId: record.resourceId ?? null,
      changes: record.changes ?? null,
      actionId,
      actorEmail,
    })),
  );
}

/**
 * An update of a row the client edited from a version it saw: if the row changed since, the
 * update is refused (409 stale_update), never silently overwritten (docs/domain.md#conventions).
 */
export interface FreshUpdate<Current, T> {
  /** Finds and locks the row, refusing (404, 403) what the caller may not change. */
  lock: (tx: Database) => Promise<Current>;
  /** The row's version as stored. */
  version: (current: Current) => Date;
  /** The version the client saw (its `updated_at`), if it sent one. */
  seen: string | undefined;
  /** How the refusal names the row: 'expense', 'task'. */
  what: string;
  /** The row's table and id: its before and after go into its history. */
  row: { table: string; id: string };
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
    const [before] = await selectRows(tx, update.row.table, ['id'], [[update.row.id]]);
    const change = await update.write(tx, current, nextUpdatedAt(version));
    const [after] = await selectRows(tx, update.row.table, ['id'], [[update.row.id]]);
    const records = Array.isArray(change.activity) ? change.activity : [change.activity];
    const changes = diffRows(before ?? {}, after ?? {});
    return {
      result: change.result,
      activity: records.map((record, i) =>
        i === 0 ? { ...record, resourceId: update.row.id, changes } : record,
      ),
    };
  });
}

/** Columns that change on every write and say nothing a person would look for. */
const UNTRACKED_COLUMNS = new Set(['updated_at', 'created_at', 'created_by']);

/** The columns whose value differs, with the value before and after. */
function diffRows(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const column of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (UNTRACKED_COLUMNS.has(column)) continue;
    const old = before[column] ?? null;
    const next = after[column] ?? null;
    if (JSON.stringify(old) !== JSON.stringify(next)) changes[column] = [old, next];
  }
  return changes;
}

/** The trash's side of the feed: events about rows in the trash leave it until a restore. */
export { markEventsTrashed } from './repository.ts';
