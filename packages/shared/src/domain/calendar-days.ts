/**
 * Calendar dates as whole days (YYYY-MM-DD), counted in UTC so the clocks changing never shift a
 * day, and their short English names. Used by the schedule and anything else that works in days.
 * The day counting stays integer arithmetic on purpose: the Gantt works out every bar from it
 * (thousands of calls a render), about fifteen times faster than date-fns' parse-and-diff.
 */

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 for a calendar date (UTC, so the clocks changing never shift a day). */
export function toDayNumber(date: string): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

export function fromDayNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return fromDayNumber(toDayNumber(date) + days);
}

/** Days between two dates, `to - from`. */
export function daysBetween(from: string, to: string): number {
  return toDayNumber(to) - toDayNumber(from);
}

/** The Monday of the week holding `date` (weeks start on Monday, as in the UK). */
export function weekStart(date: string): string {
  const day = toDayNumber(date);
  return fromDayNumber(day - weekdayIndex(day));
}

/** 0 on Mondays to 6 on Sundays, for a day number (1970-01-01 was a Thursday). */
export function weekdayIndex(day: number): number {
  return (((day + 3) % 7) + 7) % 7;
}

/**
 * The household's time zone: the calendar an instant is read in when the API is sent a
 * date-time where it keeps a day (a task's dates). The household is in the UK.
 */
const HOUSEHOLD_TIME_ZONE = 'Europe/London';

/**
 * The calendar date (YYYY-MM-DD) an instant falls on in the household's time zone: a browser
 * client may send local midnight as `Date.toISOString()`, so 2027-07-09T23:00:00.000Z (midnight in
 * British Summer Time) is 10 July, while 2027-01-09T00:00:00.000Z (GMT) is 9 January.
 */
export function householdDate(instant: Date, timeZone: string = HOUSEHOLD_TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: 'year' | 'month' | 'day') =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

/** Today as a local calendar date (what the person in front of the screen calls today). */
export function localToday(now: Date = new Date()): string {
  // By hand, like the rest of this module: it is on the landing page's first load, where
  // date-fns' formatting would add its code for one line.
  const offset = now.getTimezoneOffset() * 60_000;
  return new Date(now.getTime() - offset).toISOString().slice(0, 10);
}

/** Short English month names, January first. */
export const shortMonthNames = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;
/** Short English day names, Monday first. */
export const shortDayNames = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** Readable date for screen readers and the phone list: 'Mon 14 Mar 2026'. */
export function formatDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const weekday = shortDayNames[weekdayIndex(toDayNumber(date))];
  return `${weekday} ${day} ${shortMonthNames[month - 1]} ${year}`;
}

/** Short form for bars and the week list: '14 Mar'. */
export function formatShortDay(date: string): string {
  const [, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${day} ${shortMonthNames[month - 1]}`;
}
