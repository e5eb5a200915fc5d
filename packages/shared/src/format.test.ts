import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatCurrency,
  formatDate,
  formatDays,
  formatPlainAmount,
  formatShortDate,
} from './format.ts';

describe('en-GB formatting', () => {
  it('shows pounds with the sign, thousands separators and exactly two decimals', () => {
    expect(formatCurrency(1234.5)).toBe('£1,234.50');
    expect(formatCurrency(0)).toBe('£0.00');
    expect(formatCurrency(-12.3)).toBe('-£12.30');
    expect(formatCurrency(999_999_999_999.99)).toBe('£999,999,999,999.99');
  });

  it('writes plain amounts for CSV cells without separators', () => {
    expect(formatPlainAmount(1234.5)).toBe('1234.50');
  });

  it('shows dates as day, short month (and year) without shifting calendar dates', () => {
    expect(formatShortDate('2026-03-07')).toBe('7 Mar');
    expect(formatDate('2026-12-31')).toBe('31 Dec 2026');
    expect(formatDate(new Date('2026-01-02T10:00:00Z'))).toBe('2 Jan 2026');
  });
});

describe('formatCount and formatDays', () => {
  it('puts the noun in the right number', () => {
    expect(formatDays(1)).toBe('1 day');
    expect(formatDays(0)).toBe('0 days');
    expect(formatDays(5)).toBe('5 days');
    expect(formatCount(1, 'task')).toBe('1 task');
    expect(formatCount(3, 'task')).toBe('3 tasks');
    expect(formatCount(2, 'entry', 'entries')).toBe('2 entries');
  });
});
