import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from './columns.ts';

/** Every create, update and delete, for the notification feed (DESIGN.md section 9). */
export const activityEvents = pgTable(
  'activity_events',
  {
    id: id(),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    resourceType: text('resource_type').notNull(),
    resourceName: text('resource_name'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('activity_events_created_idx').on(table.createdAt)],
);
