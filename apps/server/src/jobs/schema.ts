import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, id } from '../db/schema/columns.ts';

const jobOutcomes = ['running', 'succeeded', 'failed'] as const;

/**
 * One row per run of a scheduled job (jobs/job-runner.ts). The unique (job, tick) is what
 * makes a tick run once across instances: the instance whose insert wins runs it.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: id(),
    job: text('job').notNull(),
    /** The scheduled time this run belongs to (UTC, whole seconds); manual runs get their own. */
    tick: timestamp('tick', { withTimezone: true, mode: 'date' }).notNull(),
    /** host:pid of the instance that ran it, for operators reading the table. */
    instance: text('instance').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    outcome: text('outcome', { enum: jobOutcomes }).notNull().default('running'),
    counts: jsonb('counts').$type<Record<string, number>>().notNull().default({}),
    error: text('error'),
    ...auditColumns,
  },
  (table) => [
    check('job_runs_outcome_check', sql`${table.outcome} in ('running', 'succeeded', 'failed')`),
    uniqueIndex('job_runs_job_tick_idx').on(table.job, table.tick),
    index('job_runs_started_idx').on(table.job, table.startedAt),
  ],
);
