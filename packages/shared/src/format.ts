/** Display helpers shared by the web app and server-side exports (en-GB, pounds sterling). */

const currency = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
const plainNumber = new Intl.NumberFormat('en-GB', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: false,
});
const shortDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });
const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** `1234.5` -> `£1,234.50`; always two decimals. */
export function formatCurrency(pounds: number): string {
  return currency.format(pounds);
}

/** `1234.5` -> `1234.50`: for CSV cells, where a thousands separator would split the value. */
export function formatPlainAmount(pounds: number): string {
  return plainNumber.format(pounds);
}

/** `2026-03-07` -> `7 Mar` (the spec's "short month and day"). */
export function formatShortDate(value: string | Date): string {
  return shortDate.format(toDate(value));
}

/** `2026-03-07` -> `7 Mar 2026`. */
export function formatDate(value: string | Date): string {
  return longDate.format(toDate(value));
}

function toDate(value: string | Date): Date {
  if (value instanceof Date) return value;
  // A bare calendar date is read as UTC midnight; show it in UTC so it never shifts a day.
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value);
}
