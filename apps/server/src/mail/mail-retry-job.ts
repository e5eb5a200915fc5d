import type { JobDefinition } from '../jobs/job-runner.ts';
import type { Mailer } from './mailer.ts';

/** Every minute: queued mail whose retry time has come is tried again. */
export const mailRetryJob = (mailer: Mailer): JobDefinition => ({
  name: 'mail-retry',
  schedule: '* * * * *',
  run: () => mailer.deliverDue(),
});
