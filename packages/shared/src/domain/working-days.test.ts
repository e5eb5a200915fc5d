import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  countWorkingDays,
  EVERY_DAY,
  isWorkingDay,
  nextWorkingDay,
  shiftByWorkingDays,
  toWorkingCalendar,
  workingDaysBetween,
} from './working-days.ts';

// Monday to Friday with England's spring 2026 bank holidays (Good Friday 3 April, Easter
// Monday 6 April, Early May 4 May); the full tables are tested against the package on the server.
const weekdays = toWorkingCalendar({
  working_days: [1, 2, 3, 4, 5],
  holiday_dates: [{ date: '2026-04-03' }, { date: '2026-04-06' }, { date: '2026-05-04' }],
});
const sixDays = toWorkingCalendar({ working_days: [1, 2, 3, 4, 5, 6] });

describe('working days', () => {
  it('knows weekends and holidays', () => {
    expect(isWorkingDay(weekdays, '2026-04-02')).toBe(true); // Thursday
    expect(isWorkingDay(weekdays, '2026-04-03')).toBe(false); // Good Friday
    expect(isWorkingDay(weekdays, '2026-04-04')).toBe(false); // Saturday
    expect(isWorkingDay(sixDays, '2026-04-04')).toBe(true);
    expect(isWorkingDay(sixDays, '2026-04-05')).toBe(false); // Sunday
  });

  it('finds the next working day on or after a date', () => {
    expect(nextWorkingDay(weekdays, '2026-04-02')).toBe('2026-04-02');
    expect(nextWorkingDay(weekdays, '2026-04-03')).toBe('2026-04-07'); // past Easter
    expect(nextWorkingDay(sixDays, '2026-04-05')).toBe('2026-04-06');
  });

  it('adds working days forward and back, over weekends and holidays', () => {
    expect(addWorkingDays(weekdays, '2026-04-02', 0)).toBe('2026-04-02');
    expect(addWorkingDays(weekdays, '2026-04-02', 1)).toBe('2026-04-07');
    expect(addWorkingDays(weekdays, '2026-04-07', -1)).toBe('2026-04-02');
    expect(addWorkingDays(weekdays, '2026-04-30', 2)).toBe('2026-05-05'); // Fri, (Mon 4 May off)
    expect(addWorkingDays(weekdays, '2026-04-04', 0)).toBe('2026-04-07'); // a Saturday moves on
    expect(addWorkingDays(sixDays, '2026-04-03', 1)).toBe('2026-04-04');
  });

  it('counts working days in [start, end)', () => {
    expect(countWorkingDays(weekdays, '2026-03-30', '2026-04-13')).toBe(8); // two weeks, Easter
    expect(countWorkingDays(weekdays, '2026-04-02', '2026-04-03')).toBe(1);
    expect(countWorkingDays(weekdays, '2026-04-03', '2026-04-07')).toBe(0);
    expect(countWorkingDays(weekdays, '2026-04-07', '2026-04-02')).toBe(0);
    expect(countWorkingDays(EVERY_DAY, '2026-04-01', '2026-04-08')).toBe(7);
  });

  it('measures how far a start moved, in working days, either way', () => {
    expect(workingDaysBetween(weekdays, '2026-04-02', '2026-04-07')).toBe(1);
    expect(workingDaysBetween(weekdays, '2026-04-07', '2026-04-02')).toBe(-1);
    expect(workingDaysBetween(weekdays, '2026-04-07', '2026-04-07')).toBe(0);
  });

  it('shifts a task keeping its length in working days', () => {
    // Wed 1 April to Thu 2 April inclusive (2 working days), one working day on: Thu 2 and Tue 7.
    expect(shiftByWorkingDays(weekdays, { startAt: '2026-04-01', endAt: '2026-04-03' }, 1)).toEqual(
      { startAt: '2026-04-02', endAt: '2026-04-08' },
    );
    expect(
      shiftByWorkingDays(weekdays, { startAt: '2026-04-07', endAt: '2026-04-09' }, -2),
    ).toEqual({ startAt: '2026-04-01', endAt: '2026-04-03' });
    // All on a weekend: keeps its calendar length.
    expect(shiftByWorkingDays(weekdays, { startAt: '2026-04-11', endAt: '2026-04-13' }, 1)).toEqual(
      { startAt: '2026-04-14', endAt: '2026-04-16' },
    );
  });

  it('refuses a calendar with no working weekday rather than search forever', () => {
    const none = toWorkingCalendar({ working_days: [] });
    expect(() => nextWorkingDay(none, '2026-04-02')).toThrow(RangeError);
  });
});
