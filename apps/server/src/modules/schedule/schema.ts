import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { auditColumns, id } from '../../db/schema/columns.ts';
import { buildComponents } from '../build-components/schema.ts';

/**
 * The project schedule's tasks. Whole days: a task covers `start_at`
 * up to, not including, `end_at` (decision 016). Deleting a component deletes its tasks.
 */
export const tasks = pgTable(
  'tasks',
  {
    id: id(),
    name: text('name').notNull(),
    startAt: date('start_at', { mode: 'string' }).notNull(),
    endAt: date('end_at', { mode: 'string' }).notNull(),
    statusId: smallint('status_id').notNull().default(1),
    componentId: uuid('component_id')
      .notNull()
      .references(() => buildComponents.id, { onDelete: 'cascade' }),
    /** One of the default owners' ids, or what was typed for someone else. */
    ownerId: text('owner_id').notNull(),
    ownerName: text('owner_name').notNull(),
    supplier: text('supplier').notNull().default(''),
    /** The contact doing the task, beside the owner label (decision 063); null when none. */
    contactId: uuid('contact_id'),
    ...auditColumns,
  },
  (table) => [
    // The list's order and its keyset cursor.
    index('tasks_list_idx').on(table.startAt, table.name, table.id),
    index('tasks_component_idx').on(table.componentId),
    index('tasks_contact_idx').on(table.contactId),
    check('tasks_status_check', sql`${table.statusId} in (1, 2, 3)`),
    check('tasks_dates_check', sql`${table.endAt} > ${table.startAt}`),
  ],
);

/** Task `task_id` waits for `depends_on_id` to end. Deleting either task removes the link. */
export const taskDependencies = pgTable(
  'task_dependencies',
  {
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    dependsOnId: uuid('depends_on_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.taskId, table.dependsOnId] }),
    index('task_dependencies_depends_on_idx').on(table.dependsOnId),
    check('task_dependencies_not_self', sql`${table.taskId} <> ${table.dependsOnId}`),
  ],
);
