import {
  addWorkingDays,
  countWorkingDays,
  isWorkingDay,
  nextWorkingDay,
  toWorkingCalendar,
} from '@hrt/shared/domain/working-days';
import type { HolidayRegion } from '@hrt/shared/schemas/calendar';
import { describe, expect, it } from 'vitest';
import { listPublicHolidays } from './public-holidays.ts';

/**
 * gov.uk's published bank holidays, written out by hand: the package's tables must give exactly
 * these days, and the working-day arithmetic is checked over them.
 */
const ENGLAND_AND_WALES = [
  // 2026: Boxing Day is a Saturday, so Monday 28 December is its substitute.
  ...['2026-01-01', '2026-04-03', '2026-04-06', '2026-05-04', '2026-05-25', '2026-08-31'],
  ...['2026-12-25', '2026-12-26', '2026-12-28'],
  // 2027: Christmas on a Saturday and Boxing Day on a Sunday: Monday 27 and Tuesday 28.
  ...['2027-01-01', '2027-03-26', '2027-03-29', '2027-05-03', '2027-05-31', '2027-08-30'],
  ...['2027-12-25', '2027-12-26', '2027-12-27', '2027-12-28'],
  // 2028: New Year's Day is a Saturday, so Monday 3 January.
  ...['2028-01-01', '2028-01-03', '2028-04-14', '2028-04-17', '2028-05-01', '2028-05-29'],
  ...['2028-08-28', '2028-12-25', '2028-12-26'],
];
const SCOTLAND = [
  // 2 January, no Easter Monday, the first Monday of August and St Andrew's Day.
  ...['2026-01-01', '2026-01-02', '2026-04-03', '2026-05-04', '2026-05-25', '2026-08-03'],
  ...['2026-11-30', '2026-12-25', '2026-12-26', '2026-12-28'],
  // 2 January 2027 is a Saturday: Monday 4 January.
  ...['2027-01-01', '2027-01-02', '2027-01-04', '2027-03-26', '2027-05-03', '2027-05-31'],
  ...['2027-08-02', '2027-11-30', '2027-12-25', '2027-12-26', '2027-12-27', '2027-12-28'],
  // 1 and 2 January 2028 on a weekend: Monday 3 and Tuesday 4 January.
  ...['2028-01-01', '2028-01-02', '2028-01-03', '2028-01-04', '2028-04-14', '2028-05-01'],
  ...['2028-05-29', '2028-08-07', '2028-11-30', '2028-12-25', '2028-12-26'],
];

const datesOf = (region: HolidayRegion) =>
  listPublicHolidays(region, 2026, 2028).map((holiday) => holiday.date);
const calendarOf = (region: HolidayRegion) =>
  toWorkingCalendar({
    working_days: [1, 2, 3, 4, 5],
    holiday_dates: listPublicHolidays(region, 2026, 2028),
  });

describe('the shipped bank holiday tables, 2026 to 2028', () => {
  it('England and Wales match the published table', () => {
    expect(datesOf('england-and-wales')).toEqual(ENGLAND_AND_WALES);
  });

  it('Scotland matches the published table', () => {
    expect(datesOf('scotland')).toEqual(SCOTLAND);
  });

  it('leaves out observances such as Mothering Sunday and Easter Sunday', () => {
    expect(datesOf('england-and-wales')).not.toContain('2026-03-15');
    expect(datesOf('england-and-wales')).not.toContain('2026-04-05');
  });

  it('Northern Ireland adds St Patrick and the Boyne (with its substitute)', () => {
    const dates = datesOf('northern-ireland');
    expect(dates).toContain('2026-03-17');
    expect(dates).toContain('2026-07-13');
    expect(dates).toContain('2026-04-06');
  });

  it('none has no holidays', () => {
    expect(datesOf('none')).toEqual([]);
  });
});

describe('working days over the tables', () => {
  const england = calendarOf('england-and-wales');
  const scotland = calendarOf('scotland');

  it('Easter: Good Friday off in both, Easter Monday in England only', () => {
    expect(isWorkingDay(england, '2027-03-26')).toBe(false);
    expect(isWorkingDay(scotland, '2027-03-26')).toBe(false);
    expect(isWorkingDay(england, '2027-03-29')).toBe(false);
    expect(isWorkingDay(scotland, '2027-03-29')).toBe(true);
    // Thursday 25 March 2027 plus one working day.
    expect(addWorkingDays(england, '2027-03-25', 1)).toBe('2027-03-30');
    expect(addWorkingDays(scotland, '2027-03-25', 1)).toBe('2027-03-29');
    expect(addWorkingDays(england, '2028-04-13', 1)).toBe('2028-04-18');
  });

  it('Christmas substitutes: work resumes after them', () => {
    expect(nextWorkingDay(england, '2026-12-24')).toBe('2026-12-24');
    expect(nextWorkingDay(england, '2026-12-25')).toBe('2026-12-29');
    expect(nextWorkingDay(england, '2027-12-25')).toBe('2027-12-29');
    // Christmas week 2027 (Monday 27 to Sunday 2 January): 27 and 28 off, then New Year's Eve.
    expect(countWorkingDays(england, '2027-12-27', '2028-01-03')).toBe(3);
  });

  it("Scotland's 2 January and its substitutes", () => {
    expect(isWorkingDay(scotland, '2026-01-02')).toBe(false);
    expect(isWorkingDay(england, '2026-01-02')).toBe(true);
    expect(nextWorkingDay(scotland, '2027-01-02')).toBe('2027-01-05');
    expect(nextWorkingDay(england, '2027-01-02')).toBe('2027-01-04');
    expect(nextWorkingDay(scotland, '2028-01-01')).toBe('2028-01-05');
    expect(nextWorkingDay(england, '2028-01-01')).toBe('2028-01-04');
  });

  it('counts a whole year of working days', () => {
    // 261 weekdays in 2026, less the 8 English bank holidays on weekdays (not Boxing Day).
    expect(countWorkingDays(england, '2026-01-01', '2027-01-01')).toBe(253);
    // Scotland: 9 on weekdays (New Year, 2 January, Good Friday, two in May, August, St
    // Andrew's, Christmas, the Boxing Day substitute).
    expect(countWorkingDays(scotland, '2026-01-01', '2027-01-01')).toBe(252);
  });
});
