import { addDays } from '@hrt/shared/domain/calendar-days';
import { daysUntil, EXPIRY_REMINDER_DAYS } from '@hrt/shared/domain/insurance';
import { formatDate } from '@hrt/shared/format';
import type { AppContext } from '../../app-context.ts';
import { listUsers } from '../identity/allowlist/allowlist-service.ts';
import { clearReminderSent, listPoliciesNeedingReminders, markReminderSent } from './repository.ts';

/** The household's calendar: a policy ends on a UK date. */
const HOUSEHOLD_TIME_ZONE = 'Europe/London';
const [FIRST_REMINDER_DAYS, LAST_REMINDER_DAYS] = EXPIRY_REMINDER_DAYS;

/** Today in the household's time zone, as YYYY-MM-DD. */
export function householdToday(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: HOUSEHOLD_TIME_ZONE }).format(now);
}

/** What the reminders need of the app context (reminder-job.ts hands over no more than this). */
export type ReminderSeams = Pick<AppContext, 'database' | 'mailer' | 'config'>;

export interface ReminderCounts {
  [key: string]: number;
  sent: number;
  failed: number;
}

/**
 * E-mails the owner(s) about policies ending within 30 days, and again within 7 days; each
 * reminder once per end date (an addition of decision 014). Safe to run as often as wanted
 * and on several instances at once: a reminder is claimed by a conditional update before its
 * mail is queued, and given back if queueing fails. A policy first seen with 7 days or fewer
 * left gets the 7-day reminder only; an expired one none.
 */
export async function sendExpiryReminders(
  ctx: ReminderSeams,
  now = new Date(),
): Promise<ReminderCounts> {
  const db = ctx.database.db;
  const counts: ReminderCounts = { sent: 0, failed: 0 };
  const today = householdToday(now);
  const due = await listPoliciesNeedingReminders(db, today, addDays(today, FIRST_REMINDER_DAYS));
  if (!due.length) return counts;
  const owners = (await listUsers(ctx)).filter((user) => user.role === 'owner' && user.allowed);
  for (const policy of due) {
    const endDate = policy.endDate!;
    const days = daysUntil(endDate, today);
    const which = days <= LAST_REMINDER_DAYS ? LAST_REMINDER_DAYS : FIRST_REMINDER_DAYS;
    if (which === LAST_REMINDER_DAYS ? policy.reminder7SentAt : policy.reminder30SentAt) continue;
    if (!(await markReminderSent(db, policy.id, endDate, which, now))) continue;
    try {
      for (const owner of owners) {
        await ctx.mailer.send(reminderMail(ctx, policy, owner.email, days));
      }
      // The 7-day reminder makes a 30-day one that never went out pointless.
      if (which === LAST_REMINDER_DAYS && !policy.reminder30SentAt) {
        await markReminderSent(db, policy.id, endDate, FIRST_REMINDER_DAYS, now);
      }
      counts.sent++;
    } catch (error) {
      console.error('Insurance reminders: could not queue the mail', error);
      await clearReminderSent(db, policy.id, endDate, which);
      counts.failed++;
    }
  }
  return counts;
}

type PolicyRow = Awaited<ReturnType<typeof listPoliciesNeedingReminders>>[number];

function reminderMail(ctx: ReminderSeams, policy: PolicyRow, to: string, days: number) {
  const name = policy.contractorName
    ? `${policy.insuranceType} of ${policy.contractorName}`
    : policy.insuranceType;
  const when = days === 0 ? 'today' : days === 1 ? 'in 1 day' : `in ${days} days`;
  const link = new URL('/insurances', ctx.config.PUBLIC_URL).toString();
  return {
    to,
    subject: `Insurance reminder: ${name} (${policy.provider}) ends ${when}`,
    text: [
      `${name} with ${policy.provider}, policy number ${policy.policyNumber}, ends on ${formatDate(policy.endDate!)} (${when}).`,
      '',
      'Renew it, or add the new policy document when you have it:',
      link,
    ].join('\n'),
  };
}
