import { fromDayNumber, toDayNumber, weekdayIndex } from './calendar-days.ts';

/**
 * Working-day arithmetic on calendar dates (YYYY-MM-DD), shared by the server (moves that carry
 * their dependants, the planner) and the web app (the Gantt's shading, duration figures).
 *
 * A task covers `start` up to, not including, `end` (schemas/schedule.ts), so a count over
 * [start, end) is its length in working days. Day numbers keep it integer arithmetic: a
 * calendar date never shifts with the clocks.
 */

export interface WorkingCalendar {
  /** ISO weekdays work happens on: 1 is Monday, 7 is Sunday. */
  workingDays: ReadonlySet<number>;
  /** Public holidays (YYYY-MM-DD): never working days, whatever the weekday. */
  holidays: ReadonlySet<string>;
}

/** A calendar from the setting's plain data (the API's shape). */
export function toWorkingCalendar(setting: {
  working_days: readonly number[];
  holiday_dates?: ReadonlyArray<{ date: string }>;
}): WorkingCalendar {
  return {
    workingDays: new Set(setting.working_days),
    holidays: new Set((setting.holiday_dates ?? []).map((holiday) => holiday.date)),
  };
}

/** Every day a working day, no holidays: plain calendar days. */
export const EVERY_DAY: WorkingCalendar = {
  workingDays: new Set([1, 2, 3, 4, 5, 6, 7]),
  holidays: new Set(),
};

/** A calendar with no working day at all would make the searches below run forever. */
function assertWorkable(calendar: WorkingCalendar): void {
  if (![...calendar.workingDays].some((day) => day >= 1 && day <= 7)) {
    throw new RangeError('A working calendar needs at least one working weekday.');
  }
}

function isWorkingDayNumber(calendar: WorkingCalendar, day: number): boolean {
  return (
    calendar.workingDays.has(weekdayIndex(day) + 1) && !calendar.holidays.has(fromDayNumber(day))
  );
}

export function isWorkingDay(calendar: WorkingCalendar, date: string): boolean {
  return isWorkingDayNumber(calendar, toDayNumber(date));
}

/** The first working day on or after `date`. */
export function nextWorkingDay(calendar: WorkingCalendar, date: string): string {
  assertWorkable(calendar);
  let day = toDayNumber(date);
  while (!isWorkingDayNumber(calendar, day)) day++;
  return fromDayNumber(day);
}

/** The last working day on or before `date`. */
export function previousWorkingDay(calendar: WorkingCalendar, date: string): string {
  assertWorkable(calendar);
  let day = toDayNumber(date);
  while (!isWorkingDayNumber(calendar, day)) day--;
  return fromDayNumber(day);
}

/**
 * The working day `days` working days after (or, when negative, before) `date`: from the first
 * working day on or after `date`, forward; from the last on or before it, back. Zero gives the
 * first working day on or after `date`.
 */
export function addWorkingDays(calendar: WorkingCalendar, date: string, days: number): string {
  assertWorkable(calendar);
  const step = days < 0 ? -1 : 1;
  let day = toDayNumber(
    step > 0 ? nextWorkingDay(calendar, date) : previousWorkingDay(calendar, date),
  );
  for (let left = Math.abs(days); left > 0; ) {
    day += step;
    if (isWorkingDayNumber(calendar, day)) left--;
  }
  return fromDayNumber(day);
}

/** Working days in [start, end): a task's length. Zero when `end` is not after `start`. */
export function countWorkingDays(calendar: WorkingCalendar, start: string, end: string): number {
  let count = 0;
  const last = toDayNumber(end);
  for (let day = toDayNumber(start); day < last; day++) {
    if (isWorkingDayNumber(calendar, day)) count++;
  }
  return count;
}

/**
 * How many working days `to` lies after `from` (negative when before): the working days in
 * [from, to), or minus those in [to, from). What a move's start travelled.
 */
export function workingDaysBetween(calendar: WorkingCalendar, from: string, to: string): number {
  return to >= from ? countWorkingDays(calendar, from, to) : -countWorkingDays(calendar, to, from);
}

/**
 * A task shifted by `days` working days, keeping its length in working days: it starts
 * `days` working days from its start and ends (exclusively) the day after its last working
 * day. A task with no working day in it (all on a weekend) keeps its length in calendar days.
 */
export function shiftByWorkingDays<T extends { startAt: string; endAt: string }>(
  calendar: WorkingCalendar,
  task: T,
  days: number,
): T {
  const length = countWorkingDays(calendar, task.startAt, task.endAt);
  const startAt = addWorkingDays(calendar, task.startAt, days);
  const endAt =
    length > 0
      ? fromDayNumber(toDayNumber(addWorkingDays(calendar, startAt, length - 1)) + 1)
      : fromDayNumber(toDayNumber(startAt) + toDayNumber(task.endAt) - toDayNumber(task.startAt));
  return { ...task, startAt, endAt };
}
