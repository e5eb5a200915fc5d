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
}

export async function insertActivityEvents(
  db: Database,
  events: readonly ActivityEventInsert[],
): Promise<void> {
  await db.insert(activityEvents).values([...events]);
}
