import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from '../../db/schema/columns.ts';

/** A task an executed plan created, with its version then: a later change shows as a newer one. */
export interface PlannedTaskRecord {
  task_id: string;
  name: string;
  /** The task's updated_at at creation (ISO): undo removes it only while it still is this. */
  updated_at: string;
}

/**
 * Every executed plan (decision 035), for 'Undo this plan': which tasks it created
 * and their versions then, who ran it and when. No foreign key to the tasks: a task deleted
 * since (or restored from the trash) leaves the record as it was, and undo reads what is there.
 */
export const plannedRuns = pgTable('planning_plans', {
  id: id(),
  goal: text('goal').notNull(),
  tasks: jsonb('tasks').$type<PlannedTaskRecord[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  createdBy: text('created_by').notNull(),
  undoneAt: timestamp('undone_at', { withTimezone: true, mode: 'date' }),
  undoneBy: text('undone_by'),
});
