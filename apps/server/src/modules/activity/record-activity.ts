import type { Database } from '../../db/client.ts';
import { activityEvents } from '../../db/schema/activity.ts';

export type ActivityAction = 'created' | 'updated' | 'deleted';
/** The spec's resource types; other features add theirs (quote, task, ...). */
export type ActivityResourceType =
  | 'component'
  | 'expense'
  | 'document'
  | 'quote'
  | 'task'
  | 'idea'
  | 'insurance'
  | 'credit_account'
  | 'timeline_entry';

export interface ActivityEvent {
  actorEmail: string;
  action: ActivityAction;
  resourceType: ActivityResourceType;
  resourceName?: string | null;
}

/**
 * Records one event for the notification feed. Call it with the transaction of the write it
 * describes, so an event exists exactly when its change was committed.
 */
export async function recordActivity(tx: Database, event: ActivityEvent): Promise<void> {
  await tx.insert(activityEvents).values({
    actorEmail: event.actorEmail,
    action: event.action,
    resourceType: event.resourceType,
    resourceName: event.resourceName ?? null,
  });
}
