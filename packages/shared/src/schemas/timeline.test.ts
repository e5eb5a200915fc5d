import { describe, expect, it } from 'vitest';
import { calendarDate, isNotInTheFuture, todayIsoDate } from './timeline.ts';

describe('calendarDate', () => {
  it.each([['2026-03-14'], ['2028-02-29'], ['2026-12-31']])('accepts %s', (date) => {
    expect(calendarDate.safeParse(date).success).toBe(true);
  });

  it.each([['2026-02-29'], ['2026-04-31'], ['2026-13-01'], ['2026-00-10']])(
    'refuses %s, which has the shape of a date but is none',
    (date) => {
      const result = calendarDate.safeParse(date);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([
        'That date does not exist.',
      ]);
    },
  );

  it('refuses another shape with both messages, as before', () => {
    const result = calendarDate.safeParse('14/03/2026');
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Use a date like 2026-03-14.',
      'That date does not exist.',
    ]);
  });
});

describe('isNotInTheFuture', () => {
  it('allows up to the date on the earliest clock on Earth (UTC+14)', () => {
    const now = new Date('2026-03-14T10:00:00Z');
    expect(isNotInTheFuture('2026-03-15', now)).toBe(true);
    expect(isNotInTheFuture('2026-03-16', now)).toBe(false);
    expect(isNotInTheFuture('2026-03-15', new Date('2026-03-14T09:59:59Z'))).toBe(false);
  });
});

describe('todayIsoDate', () => {
  it('is the local calendar date', () => {
    expect(todayIsoDate(new Date(2026, 2, 14, 23, 30))).toBe('2026-03-14');
  });
});
