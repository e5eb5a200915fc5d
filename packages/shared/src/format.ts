/** Display helpers shared by the web app and server-side exports (en-GB, pounds sterling). */

import { shortMonthNames } from './domain/calendar-days.ts';

// Made at first use, not when the module loads: on a slow phone each formatter costs tens of
// milliseconds (the locale's data loads with the first), and most screens use one or two.
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= make();
    return value;
  };
}

const currency = once(() => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }));
const plainNumber = once(
  () =>
    new Intl.NumberFormat('en-GB', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: false,
    }),
);
/**
 * `1234.5` -> `£1,234.50`; always two decimals. Written out rather than asked of
 * Intl.NumberFormat, whose first use loads the locale's data: about 25 ms of script on a phone,
 * on pages that format nothing else (decision 049). It gives Intl's text for every amount: the
 * number's shortest decimal form rounded half away from zero, as ICU does (`1.005` -> `£1.01`),
 * and `-£0.00` for a negative amount that rounds to nothing. format.test.ts holds it to Intl.
 */
export function formatCurrency(pounds: number): string {
  const digits = Math.abs(pounds).toString();
  // Amounts no household spends (1e21, 5e-7) and NaN keep Intl's text.
  if (!/^\d+(\.\d+)?$/.test(digits)) return currency().format(pounds);
  const [whole = '0', fraction = ''] = digits.split('.');
  const roundUp = fraction.length > 2 && fraction.charCodeAt(2) >= 53; // '5'
  const pence = BigInt(whole + fraction.slice(0, 2).padEnd(2, '0')) + (roundUp ? 1n : 0n);
  const penceText = pence.toString().padStart(3, '0');
  const poundsText = penceText.slice(0, -2).replace(/\B(?=(\d{3})+$)/g, ',');
  const sign = pounds < 0 || Object.is(pounds, -0) ? '-' : '';
  return `${sign}£${poundsText}.${penceText.slice(-2)}`;
}

/** `1234.5` -> `1234.50`: for CSV cells, where a thousands separator would split the value. */
export function formatPlainAmount(pounds: number): string {
  return plainNumber().format(pounds);
}

/**
 * `2026-03-07` -> `7 Mar` (short month and day), in the browser's time zone as
 * Intl gives it. Written out with the schedule's month names rather than asked of
 * Intl.DateTimeFormat, whose first use loads the locale's dates: a tenth of a second of script
 * on a phone, on /credit-tracking's first view (decision 050). One spelling on every phone too:
 * newer browsers' Intl writes September `Sept`, older ones `Sep`; this app writes `Sep`.
 */
export function formatShortDate(value: string | Date): string {
  const date = validDate(value);
  return `${date.getDate()} ${shortMonthNames[date.getMonth()]}`;
}

/** `2026-03-07` -> `7 Mar 2026`. */
export function formatDate(value: string | Date): string {
  const date = validDate(value);
  return `${date.getDate()} ${shortMonthNames[date.getMonth()]} ${date.getFullYear()}`;
}

/** The date, or the RangeError Intl gave for a value that is no date. */
function validDate(value: string | Date): Date {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  return date;
}

function toDate(value: string | Date): Date {
  if (value instanceof Date) return value;
  // A bare calendar date is read as UTC midnight; show it in UTC so it never shifts a day.
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value);
}

/**
 * An idea's price in its own currency (ISO 4217, GBP when missing), as its symbol with two
 * decimals: `£1,299.00`, `€12.50`; 'N/A' when the shop showed no clear price.
 */
export function formatIdeaPrice(amount: number | null, currencyCode = 'GBP'): string {
  if (amount === null) return 'N/A';
  try {
    return new Intl.NumberFormat('en-GB', { style: 'currency', currency: currencyCode }).format(
      amount,
    );
  } catch {
    return `${currencyCode} ${plainNumber().format(amount)}`;
  }
}

/** A currency code shown as its symbol (GBP -> £), or the code when it has none. */
export function currencySymbol(currencyCode: string): string {
  try {
    const parts = new Intl.NumberFormat('en-GB', { style: 'currency', currency: currencyCode });
    return parts.formatToParts(0).find((part) => part.type === 'currency')?.value ?? currencyCode;
  } catch {
    return currencyCode;
  }
}

/** `1, 'day'` -> `1 day`, `3, 'day'` -> `3 days`: a count with its noun in the right number. */
export function formatCount(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** A duration in (working) days: `1 day`, `5 days`. */
export function formatDays(days: number): string {
  return formatCount(days, 'day');
}
