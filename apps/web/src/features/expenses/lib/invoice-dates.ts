/**
 * Invoice dates in the expense table (decision 033): shown the UK way, sorted, and narrowed by
 * month. Dates are calendar dates (YYYY-MM-DD), compared as text: no time zone can shift them.
 */

/** `2026-11-03` -> `03/11/2026`; empty when there is no date. */
export function formatInvoiceDate(date: string | null | undefined): string {
  const match = date ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(date) : null;
  if (!match) return '';
  const [, year, month, day] = match;
  return `${day}/${month}/${year}`;
}

/** `2026-11-03` -> `2026-11`. */
function monthOf(date: string): string {
  return date.slice(0, 7);
}

// Written out, not asked of Intl.DateTimeFormat: its first use loads the locale's dates, the
// longest task of /expenses' table code on a phone (decision 050). invoice-dates.test.ts holds the
// names to Intl's.
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** `2026-11` -> `November 2026`. */
export function monthLabel(month: string): string {
  const [year = '', number = ''] = month.split('-');
  return `${MONTH_NAMES[Number(number) - 1]} ${Number(year)}`;
}

/** The order of the rows: as added (the list's own), or by invoice date either way. */
export type DateSort = 'added' | 'newest' | 'oldest';

/** A month (`2026-11`), every row (''), or the rows without a date. */
export type MonthFilter = string;
export const NO_DATE = 'none';

interface Dated {
  invoice_date?: string | null | undefined;
}

/** The months the rows' dates fall in, newest first. */
export function monthsOf(rows: readonly Dated[]): string[] {
  const months = new Set<string>();
  for (const row of rows) if (row.invoice_date) months.add(monthOf(row.invoice_date));
  return [...months].sort().reverse();
}

/** The rows of the month (or without a date); every row when no month is chosen. */
export function filterByMonth<T extends Dated>(rows: T[], month: MonthFilter): T[] {
  if (!month) return rows;
  if (month === NO_DATE) return rows.filter((row) => !row.invoice_date);
  return rows.filter((row) => row.invoice_date && monthOf(row.invoice_date) === month);
}

/**
 * The rows by invoice date (ties keep the list's order); rows without a date go last either
 * way, since they cannot be placed.
 */
export function sortByDate<T extends Dated>(rows: T[], sort: DateSort): T[] {
  if (sort === 'added') return rows;
  const direction = sort === 'newest' ? -1 : 1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const left = a.row.invoice_date ?? '';
      const right = b.row.invoice_date ?? '';
      if (left === right) return a.index - b.index;
      if (!left) return 1;
      if (!right) return -1;
      return (left < right ? -1 : 1) * direction;
    })
    .map(({ row }) => row);
}
