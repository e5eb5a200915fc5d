import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id } from '../../db/schema/columns.ts';

/** Every create, update and delete, for the notification feed and each row's history (docs/domain.md#notifications). */
export const activityEvents = pgTable(
  'activity_events',
  {
    id: id(),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    resourceType: text('resource_type').notNull(),
    resourceName: text('resource_name'),
    /**
     * Who may hear of the event: null for everyone who reads the project, 'finance' for the
     * roles that see personal finances (credit accounts, personal insurance; decision 014).
     */
    audience: text('audience'),
    /** The row changed, for its history (null on events from before history was kept). */
    resourceId: uuid('resource_id'),
    /** What an update changed: column name -> [before, after], as the database stores them. */
    changes: jsonb('changes').$type<Record<string, [unknown, unknown]>>(),
    /** The row is in the trash: the feed and its count leave the event out (not the delete). */
    trashed: boolean('trashed').notNull().default(false),
    /**
     * The one action (a plan applied, a batch saved, a move with its dependants) the event is
     * part of: the feed shows an action's events as one item. Null for an event on its own.
     */
    actionId: uuid('action_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('activity_events_created_idx').on(table.createdAt),
    index('activity_events_resource_idx').on(table.resourceId, table.createdAt),
    index('activity_events_action_idx').on(table.actionId),
  ],
);
