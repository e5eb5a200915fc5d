import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  formatDay,
  householdDate,
  localToday,
  weekStart,
} from './calendar-days.ts';

describe('dates', () => {
  it('finds the Monday of a week and adds days across month and year ends', () => {
    expect(weekStart('2026-03-02')).toBe('2026-03-02');
    expect(weekStart('2026-03-08')).toBe('2026-03-02');
    expect(weekStart('2026-01-01')).toBe('2025-12-29');
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(formatDay('2026-03-29')).toBe('Sun 29 Mar 2026');
  });
});

describe('days', () => {
  it('counts and adds whole days across month ends, leap days and clock changes', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-01-10', '2026-01-03')).toBe(-7);
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('localToday', () => {
  it('is the calendar date on the clock in front of the person, whatever their time zone', () => {
    // Built from local fields: the same calendar moments in any zone the tests run in.
    expect(localToday(new Date(2026, 2, 29, 0, 30))).toBe('2026-03-29');
    expect(localToday(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31');
    expect(localToday(new Date(2028, 1, 29, 12, 0))).toBe('2028-02-29');
  });
});

describe('householdDate', () => {
  it('reads an instant as the day it falls on in London, in summer time and in winter', () => {
    // Midnight of 10 July in British Summer Time (UTC+1) is 23:00 UTC the day before.
    expect(householdDate(new Date('2027-07-09T23:00:00.000Z'))).toBe('2027-07-10');
    expect(householdDate(new Date('2027-07-09T22:59:59.999Z'))).toBe('2027-07-09');
    // In winter London is on GMT: midnight UTC is midnight there.
    expect(householdDate(new Date('2027-01-09T00:00:00.000Z'))).toBe('2027-01-09');
    expect(householdDate(new Date('2027-01-08T23:59:59.999Z'))).toBe('2027-01-08');
  });

  it('follows the clocks changing, and another zone when given one', () => {
    // The clocks go forward at 01:00 UTC on 28 March 2027 and back at 01:00 UTC on 31 October.
    expect(householdDate(new Date('2027-03-27T23:30:00.000Z'))).toBe('2027-03-27');
    expect(householdDate(new Date('2027-03-28T23:30:00.000Z'))).toBe('2027-03-29');
    expect(householdDate(new Date('2027-10-30T23:30:00.000Z'))).toBe('2027-10-31');
    expect(householdDate(new Date('2027-10-31T23:30:00.000Z'))).toBe('2027-10-31');
    expect(householdDate(new Date('2027-07-09T15:00:00.000Z'), 'Pacific/Auckland')).toBe(
      '2027-07-10',
    );
  });
});
