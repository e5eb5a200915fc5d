import type { AppContext } from '../../app-context.ts';
import type { JobDefinition } from '../../jobs/job-runner.ts';
import { purgeExpiredTrash } from './service.ts';

export const TRASH_PURGE_JOB = 'trash-purge';

/** 03:45 UTC: entries deleted TRASH_DAYS ago go for good, with their files. */
export const trashPurgeJob = (ctx: AppContext): JobDefinition => ({
  name: TRASH_PURGE_JOB,
  schedule: '45 3 * * *',
  run: ({ tick }) => purgeExpiredTrash(ctx, tick),
});
