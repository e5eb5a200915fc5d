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

  it('rounds half away from zero on the decimal an amount is written as, as Intl does', () => {
    expect(formatCurrency(1.005)).toBe('£1.01');
    expect(formatCurrency(2.675)).toBe('£2.68');
    expect(formatCurrency(10.025)).toBe('£10.03');
    expect(formatCurrency(0.125)).toBe('£0.13');
    expect(formatCurrency(-1.005)).toBe('-£1.01');
    expect(formatCurrency(1234567.891)).toBe('£1,234,567.89');
    expect(formatCurrency(999.995)).toBe('£1,000.00');
    expect(formatCurrency(0.1 + 0.2)).toBe('£0.30');
  });

  it('keeps the minus of an amount that rounds to nothing, and Intl for the odd ones', () => {
    expect(formatCurrency(-0)).toBe('-£0.00');
    expect(formatCurrency(-0.001)).toBe('-£0.00');
    expect(formatCurrency(5e-7)).toBe('£0.00');
    expect(formatCurrency(1e21)).toBe('£1,000,000,000,000,000,000,000.00');
  });

  it('writes every amount exactly as Intl.NumberFormat would', () => {
    const intl = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
    // A fixed pseudo-random walk: amounts of 0 to 3 decimals over many magnitudes, both signs.
    let seed = 20261126;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (let i = 0; i < 5000; i++) {
      const scale = 10 ** Math.floor(next() * 10);
      const decimals = Math.floor(next() * 4);
      const amount = Number((next() * scale * (next() < 0.3 ? -1 : 1)).toFixed(decimals));
      expect(formatCurrency(amount), String(amount)).toBe(intl.format(amount));
    }
  });

  it('writes plain amounts for CSV cells without separators', () => {
    expect(formatPlainAmount(1234.5)).toBe('1234.50');
  });

  it('shows dates as day, short month (and year) without shifting calendar dates', () => {
    expect(formatShortDate('2026-03-07')).toBe('7 Mar');
    expect(formatDate('2026-12-31')).toBe('31 Dec 2026');
    expect(formatDate(new Date('2026-01-02T10:00:00Z'))).toBe('2 Jan 2026');
  });

  it('names every month as Intl does in en-GB, September as Sep on every device', () => {
    const intl = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    });
    for (let month = 1; month <= 12; month++) {
      const date = `2026-${String(month).padStart(2, '0')}-07`;
      const expected = month === 9 ? '7 Sep 2026' : intl.format(new Date(2026, month - 1, 7));
      expect(formatDate(date)).toBe(expected);
      expect(formatShortDate(date)).toBe(expected.slice(0, -5));
    }
    expect(formatDate('0999-06-07')).toBe('7 Jun 999');
  });

  it('refuses a value that is no date, as Intl did', () => {
    expect(() => formatDate('not a date')).toThrow(RangeError);
    expect(() => formatShortDate(new Date(Number.NaN))).toThrow(RangeError);
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
