import { lt } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { jobRuns } from '../db/schema/jobs.ts';
import type { Mailer } from '../mail/mailer.ts';
import { nightlyBackupJob } from '../modules/backup/nightly-backup.ts';
import { priceCheckJob, priceCheckSeams } from '../modules/ideas/price-check-job.ts';
import { sendExpiryReminders } from '../modules/insurance/reminders.ts';
import type { FileStore } from '../storage/file-store.ts';
import type { JobRunner } from './job-runner.ts';

/** How long job_runs keeps its rows (the retry job alone writes one a minute). */
const JOB_RUNS_KEPT_DAYS = 14;

/**
 * Every scheduled job, in one list like routes.ts: a feature adds one line here, e.g.
 *   jobs.register({ name: 'price-checks', schedule: '0 8,20 * * *', run: () => checkPrices(ctx) });
 * Schedules are UTC.
 */
export function registerJobs(
  jobs: JobRunner,
  seams: { config: Config; database: DatabaseHandle; mailer: Mailer; fileStore: FileStore },
) {
  jobs.register(nightlyBackupJob(seams));
  jobs.register(priceCheckJob(priceCheckSeams(seams)));
  jobs.register({
    name: 'mail-retry',
    schedule: '* * * * *',
    run: () => seams.mailer.deliverDue(),
  });
  // 30 and 7 days before a policy ends, once each (decision 014); 07:00 UTC is morning in the UK.
  jobs.register({
    name: 'insurance-reminders',
    schedule: '0 7 * * *',
    run: ({ tick }) => sendExpiryReminders(seams, tick),
  });
  jobs.register({
    name: 'job-runs-cleanup',
    schedule: '30 3 * * *',
    run: async ({ tick }) => {
      const cutoff = new Date(tick.getTime() - JOB_RUNS_KEPT_DAYS * 24 * 60 * 60 * 1000);
      const removed = await seams.database.db
        .delete(jobRuns)
        .where(lt(jobRuns.startedAt, cutoff))
        .returning({ id: jobRuns.id });
      return { removed: removed.length };
    },
  });
}
