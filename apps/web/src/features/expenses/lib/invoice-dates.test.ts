import { describe, expect, it } from 'vitest';
import {
  filterByMonth,
  formatInvoiceDate,
  monthLabel,
  monthsOf,
  NO_DATE,
  sortByDate,
} from './invoice-dates';

/** Invoice dates in the table: the UK way, by month, sorted with undated rows last. */
const rows = [
  { id: 'a', invoice_date: '2026-10-14' },
  { id: 'b', invoice_date: null },
  { id: 'c', invoice_date: '2026-09-02' },
  { id: 'd', invoice_date: '2026-10-01' },
  { id: 'e', invoice_date: '2026-10-14' },
];
const ids = (list: { id: string }[]) => list.map((row) => row.id).join('');

describe('invoice dates', () => {
  it('are shown DD/MM/YYYY, and nothing when there is none', () => {
    expect(formatInvoiceDate('2026-11-03')).toBe('03/11/2026');
    expect(formatInvoiceDate(null)).toBe('');
  });

  it('give the months present, newest first, named in full', () => {
    expect(monthsOf(rows)).toEqual(['2026-10', '2026-09']);
    expect(monthLabel('2026-10')).toBe('October 2026');
    expect(monthLabel('1999-01')).toBe('January 1999');
  });

  it('name every month as Intl does in en-GB', () => {
    const intl = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric' });
    for (let month = 1; month <= 12; month++) {
      const text = `2027-${String(month).padStart(2, '0')}`;
      expect(monthLabel(text)).toBe(intl.format(new Date(2027, month - 1, 15)));
    }
  });

  it('narrow the rows to a month, or to those without a date', () => {
    expect(ids(filterByMonth(rows, '2026-10'))).toBe('ade');
    expect(ids(filterByMonth(rows, NO_DATE))).toBe('b');
    expect(ids(filterByMonth(rows, ''))).toBe('abcde');
  });

  it('sort either way, ties in the list order, undated rows last', () => {
    expect(ids(sortByDate(rows, 'oldest'))).toBe('cdaeb');
    expect(ids(sortByDate(rows, 'newest'))).toBe('aedcb');
    expect(ids(sortByDate(rows, 'added'))).toBe('abcde');
  });
});
