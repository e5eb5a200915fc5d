import type { AppContext } from './app-context.ts';
import { jobRunsCleanupJob } from './jobs/job-runs-cleanup.ts';
import { mailRetryJob } from './mail/mail-retry-job.ts';
import { nightlyBackupJob } from './modules/backup/nightly-backup.ts';
import { priceCheckJob, priceCheckSeams } from './modules/ideas/price-check-job.ts';
import { accessRequestDigestJob } from './modules/identity/allowlist/access-request-digest.ts';
import { insuranceReminderJob } from './modules/insurance/reminder-job.ts';
import { trashPurgeJob } from './modules/trash/purge-job.ts';

/**
 * Every scheduled job, in one list like routes.ts: a feature exports its job definition and
 * adds one line here. This is the composition root's side of the job runner, so the runner
 * and the app context never import a feature (decision 026). Schedules are UTC.
 */
export function registerScheduledJobs(ctx: AppContext) {
  ctx.jobs.register(nightlyBackupJob(ctx));
  // The demo's shops are fictional (shop.example): checking them would only record failures
  // on its ideas, whose price history and alert the demo already has (decision 042).
  if (!ctx.config.DEMO) ctx.jobs.register(priceCheckJob(priceCheckSeams(ctx)));
  ctx.jobs.register(mailRetryJob(ctx.mailer));
  ctx.jobs.register(insuranceReminderJob(ctx));
  ctx.jobs.register(jobRunsCleanupJob(ctx.database));
  ctx.jobs.register(trashPurgeJob(ctx));
  ctx.jobs.register(accessRequestDigestJob(ctx));
}
