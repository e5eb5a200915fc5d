import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { activityEvents } from './schema.ts';

/** Who may hear of an event beyond everyone who reads the project (null). */
export type ActivityAudience = 'finance';

export interface ActivityEventInsert {
  actorEmail: string;
  action: string;
  resourceType: string;
  resourceName: string | null;
  audience: ActivityAudience | null;
  resourceId: string | null;
  changes: Record<string, [unknown, unknown]> | null;
  /** The action the event is part of (action-scope.ts). */
  actionId: string;
}

/**
 * Events recorded together keep the order they were given in: each one a microsecond after the
 * one before, so an action's first event (the task moved, before the tasks it carried) reads
 * first, while the whole action still carries its transaction's time.
 */
export async function insertActivityEvents(
  db: Database,
  events: readonly ActivityEventInsert[],
): Promise<void> {
  await db
    .insert(activityEvents)
    .values(
      events.map((event, index) =>
        index === 0
          ? event
          : { ...event, createdAt: sql`now() + ${index}::int * interval '1 microsecond'` },
      ),
    );
}

/**
 * Marks the events about these rows as about rows in the trash (or back from it): the feed
 * and its count leave them out. The delete's own event stays: it says who deleted what.
 */
export async function markEventsTrashed(
  tx: Database,
  resourceIds: string[],
  trashed: boolean,
): Promise<void> {
  if (!resourceIds.length) return;
  await tx
    .update(activityEvents)
    .set({ trashed })
    .where(
      and(inArray(activityEvents.resourceId, resourceIds), ne(activityEvents.action, 'deleted')),
    );
}

/** An item's events, newest first, for its history. */
export async function listEventsOfResource(
  db: Database,
  resourceType: string,
  resourceId: string,
  limit: number,
) {
  return db
    .select()
    .from(activityEvents)
    .where(
      and(eq(activityEvents.resourceType, resourceType), eq(activityEvents.resourceId, resourceId)),
    )
    .orderBy(desc(activityEvents.createdAt), desc(activityEvents.id))
    .limit(limit);
}
