import { daysBetween } from './calendar-days.ts';

/** Insurance expiry rules. */

/** 'Expires in N days' shows at this many days or fewer. */
const EXPIRY_WARNING_DAYS = 30;
/** Reminder e-mails go out this many days before a policy ends (an addition of decision 014). */
export const EXPIRY_REMINDER_DAYS = [30, 7] as const;

/** Whole calendar days from `today` to `endDate` (both YYYY-MM-DD); negative once it has passed. */
export function daysUntil(endDate: string, today: string): number {
  return daysBetween(today, endDate);
}

export type ExpiryTone = 'destructive' | 'warning' | 'success';

/**
 * The expiry badge: Expired below 0 days; 'Expires in N days' (orange) at 30 days or fewer;
 * otherwise Active (green). A policy without an end date is Active. 'Expires in 1 day' and
 * 'Expires today' keep the sentence readable at the last two counts.
 */
export function expiryBadge(
  endDate: string | null,
  today: string,
): { label: string; tone: ExpiryTone; days: number | null } {
  if (!endDate) return { label: 'Active', tone: 'success', days: null };
  const days = daysUntil(endDate, today);
  if (days < 0) return { label: 'Expired', tone: 'destructive', days };
  if (days <= EXPIRY_WARNING_DAYS) {
    const label =
      days === 0 ? 'Expires today' : days === 1 ? 'Expires in 1 day' : `Expires in ${days} days`;
    return { label, tone: 'warning', days };
  }
  return { label: 'Active', tone: 'success', days };
}
