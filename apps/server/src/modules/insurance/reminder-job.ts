import type { JobDefinition } from '../../jobs/job-runner.ts';
import { type ReminderSeams, sendExpiryReminders } from './reminders.ts';

const INSURANCE_REMINDERS_JOB = 'insurance-reminders';

/** 30 and 7 days before a policy ends, once each (decision 014); 07:00 UTC is morning in the UK. */
export const insuranceReminderJob = (seams: ReminderSeams): JobDefinition => ({
  name: INSURANCE_REMINDERS_JOB,
  schedule: '0 7 * * *',
  run: ({ tick }) => sendExpiryReminders(seams, tick),
});
