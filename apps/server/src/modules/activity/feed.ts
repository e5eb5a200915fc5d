import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  lt,
  ne,
  not,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
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
  /**
   * A trade's narrow view (decision 065): only events about these rows, or of these types
   * whoever's row it is; absent for the household, which hears of everything.
   */
  onlyAbout?: { resourceIds: readonly string[]; resourceTypes: readonly string[] } | undefined;
}

type EventColumns = {
  actorEmail: AnyColumn;
  trashed: AnyColumn;
  audience: AnyColumn;
  resourceId: AnyColumn;
  resourceType: AnyColumn;
};

/** Other people's events the reader may see (of `events`, the table or an alias of it). */
function visibleTo(reader: FeedReader, events: EventColumns = activityEvents) {
  return and(
    ne(events.actorEmail, reader.email),
    eq(events.trashed, false),
    reader.seesFinance ? undefined : isNull(events.audience),
    reader.onlyAbout ? aboutOnly(reader.onlyAbout, events) : undefined,
  );
}

function aboutOnly(scope: NonNullable<FeedReader['onlyAbout']>, events: EventColumns): SQL {
  const conditions = [
    scope.resourceIds.length ? inArray(events.resourceId, [...scope.resourceIds]) : undefined,
    scope.resourceTypes.length ? inArray(events.resourceType, [...scope.resourceTypes]) : undefined,
  ].filter((condition) => condition !== undefined);
  return conditions.length ? or(...conditions)! : sql`false`;
}

const later = alias(activityEvents, 'later');

/**
 * The feed's items: of each action, its newest event the reader may see, which stands for the
 * whole action (an event with no action is an item of its own). An action is its id and its
 * actor together, so a client-sent action id never joins someone else's events.
 */
function feedItems(reader: FeedReader, since: Date | null, before?: Date): SQL | undefined {
  return and(
    visibleTo(reader),
    not(newerEventOfSameAction(reader)),
    since ? gt(activityEvents.createdAt, since) : undefined,
    before ? lt(activityEvents.createdAt, before) : undefined,
  );
}

/** A later event of the same action that the reader may see too. */
function newerEventOfSameAction(reader: FeedReader): SQL {
  return sql`exists (select 1 from ${activityEvents} as ${later} where ${and(
    eq(later.actionId, activityEvents.actionId),
    eq(later.actorEmail, activityEvents.actorEmail),
    visibleTo(reader, later),
    sql`(${later.createdAt}, ${later.id}) > (${activityEvents.createdAt}, ${activityEvents.id})`,
  )})`;
}

/** Unread items: an action counts once, when its newest event is newer than `since`. */
export async function countUnread(db: Database, reader: FeedReader, since: Date | null) {
  const [row] = await db
    .select({ n: count() })
    .from(activityEvents)
    .where(feedItems(reader, since));
  return row?.n ?? 0;
}

/**
 * A page of the feed's items (each its action's newest event), newest first. `beforeId`
 * continues after that item exactly, compared in SQL on (created_at, id): events sharing a
 * millisecond are neither skipped nor repeated.
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
    .where(and(feedItems(reader, null, before?.at), afterAnchor))
    .orderBy(desc(activityEvents.createdAt), desc(activityEvents.id))
    .limit(limit);
}

/** An action: its id and the person whose action it was. */
export interface ActionKey {
  actionId: string;
  actorEmail: string;
}

/** Every event of these actions the reader may see, in the order they were recorded. */
export async function listActionEvents(db: Database, reader: FeedReader, actions: ActionKey[]) {
  if (!actions.length) return [];
  return db
    .select()
    .from(activityEvents)
    .where(
      and(
        visibleTo(reader),
        or(
          ...actions.map((action) =>
            and(
              eq(activityEvents.actionId, action.actionId),
              eq(activityEvents.actorEmail, action.actorEmail),
            ),
          ),
        ),
      ),
    )
    .orderBy(asc(activityEvents.createdAt), asc(activityEvents.id));
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
