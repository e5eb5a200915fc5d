import { addDays, householdDate } from '../domain/calendar-days.ts';
import { calendarDate } from './timeline.ts';

/**
 * An invoice's date (decision 058): a real day, from 1900 to tomorrow in the household's
 * calendar. Tomorrow, not today: a supplier abroad, or an invoice typed in just after midnight,
 * may be dated a day ahead; anything later is a mistyped year (2099, 2062 for 2026).
 */
const EARLIEST_INVOICE_DATE = '1900-01-01';
const INVOICE_DATE_TOO_LATE = 'An invoice cannot be dated later than tomorrow: check the year.';
const INVOICE_DATE_TOO_EARLY = 'An invoice cannot be dated before 1900: check the year.';

/** The latest invoice date accepted now: tomorrow, Europe/London. */
export function latestInvoiceDate(now = new Date()): string {
  return addDays(householdDate(now), 1);
}

/** Checked once the day is real, so a field gets one message at a time. */
const onceValid = {
  when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0,
};

export const invoiceDateSchema = calendarDate
  .refine((value) => value >= EARLIEST_INVOICE_DATE, {
    ...onceValid,
    message: INVOICE_DATE_TOO_EARLY,
  })
  .refine((value) => value <= latestInvoiceDate(), {
    ...onceValid,
    message: INVOICE_DATE_TOO_LATE,
  });
