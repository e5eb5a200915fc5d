import { lt } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client.ts';
import type { JobDefinition } from './job-runner.ts';
import { jobRuns } from './schema.ts';

/** How long job_runs keeps its rows (the retry job alone writes one a minute). */
const JOB_RUNS_KEPT_DAYS = 14;

/** 03:30 UTC: drops job_runs rows older than two weeks. */
export const jobRunsCleanupJob = (database: DatabaseHandle): JobDefinition => ({
  name: 'job-runs-cleanup',
  schedule: '30 3 * * *',
  run: async ({ tick }) => {
    const cutoff = new Date(tick.getTime() - JOB_RUNS_KEPT_DAYS * 24 * 60 * 60 * 1000);
    const removed = await database.db
      .delete(jobRuns)
      .where(lt(jobRuns.startedAt, cutoff))
      .returning({ id: jobRuns.id });
    return { removed: removed.length };
  },
});
