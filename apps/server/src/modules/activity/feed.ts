import { and, asc, count, desc, eq, gt, inArray, isNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { activityEvents } from './schema.ts';

// The read side of the activity events, for the notification feed and its live stream: the
// activity module owns the table (it writes every event), notifications reads it through here.

/**
 * What a reader may hear of: every event, or (without `seesFinance`) those meant for everyone,
 * not the ones about credit accounts and personal insurance.
 */
export interface FeedReader {
  email: string;
  seesFinance: boolean;
}

/** Other people's events the reader may see, newer than `since` when given. */
function othersEvents(reader: FeedReader, since: Date | null, before?: Date): SQL | undefined {
  return and(
    ne(activityEvents.actorEmail, reader.email),
    eq(activityEvents.trashed, false),
    reader.seesFinance ? undefined : isNull(activityEvents.audience),
    since ? gt(activityEvents.createdAt, since) : undefined,
    before ? lt(activityEvents.createdAt, before) : undefined,
  );
}

export async function countUnread(db: Database, reader: FeedReader, since: Date | null) {
  const [row] = await db
    .select({ n: count() })
    .from(activityEvents)
    .where(othersEvents(reader, since));
  return row?.n ?? 0;
}

/**
 * A page of the feed, newest first. `beforeId` continues after that event exactly, compared
 * in SQL on (created_at, id): events sharing a millisecond are neither skipped nor repeated.
 */
export async function listFeed(
  db: Database,
  reader: FeedReader,
  limit: number,
  before?: { at?: Date | undefined; id?: string | undefined },
) {
  const afterAnchor = before?.id
    ? sql`(${activityEvents.createdAt}, ${activityEvents.id}) < (select ${activityEvents.createdAt}, ${activityEvents.id} from ${activityEvents} where ${activityEvents.id} = ${before.id})`
    : undefined;
  return db
    .select()
    .from(activityEvents)
    .where(and(othersEvents(reader, null, before?.at), afterAnchor))
    .orderBy(desc(activityEvents.createdAt), desc(activityEvents.id))
    .limit(limit);
}

/** Events by id, oldest first (the live stream fetches what a notification announced). */
export async function findEventsByIds(db: Database, ids: string[]) {
  if (!ids.length) return [];
  return db
    .select()
    .from(activityEvents)
    .where(inArray(activityEvents.id, ids))
    .orderBy(asc(activityEvents.createdAt), asc(activityEvents.id));
}

/**
 * Up to `limit` events recorded after the event `afterId`, oldest first; undefined when that
 * event is unknown (too old or never existed), so the caller can ask for a full reload.
 */
export async function listEventsAfter(db: Database, afterId: string, limit: number) {
  const [anchor] = await db
    .select({ id: activityEvents.id })
    .from(activityEvents)
    .where(eq(activityEvents.id, afterId));
  if (!anchor) return undefined;
  // Compared in SQL: timestamps carry microseconds, which a JavaScript Date would round off.
  const anchorKey = sql`(select ${activityEvents.createdAt}, ${activityEvents.id} from ${activityEvents} where ${activityEvents.id} = ${afterId})`;
  return db
    .select()
    .from(activityEvents)
    .where(sql`(${activityEvents.createdAt}, ${activityEvents.id}) > ${anchorKey}`)
    .orderBy(asc(activityEvents.createdAt), asc(activityEvents.id))
    .limit(limit);
}
