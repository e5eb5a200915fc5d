import { addDays } from '@hrt/shared/domain/calendar-days';
import {
  addWorkingDays,
  countWorkingDays,
  isWorkingDay,
  nextWorkingDay,
  previousWorkingDay,
  type WorkingCalendar,
} from '@hrt/shared/domain/working-days';
import type { Database } from '../../db/client.ts';
import { readHouseholdCalendar } from '../settings/calendar-service.ts';
import { listPublicHolidaysOfYear } from '../settings/public-holidays.ts';

/**
 * What the planner asks of the household's working calendar. The arithmetic itself is the
 * shared working-day module's (packages/shared/src/domain); `calendarForPlanning` builds this
 * from the household's setting.
 */
export interface PlannerCalendar {
  isWorkingDay(date: string): boolean;
  /** The first working day on or after `date`. */
  firstWorkingDayFrom(date: string): string;
  /** A task's exclusive end: the day after its `days`-th working day from `start`. */
  endAfterWorkingDays(start: string, days: number): string;
  /** The latest start for `days` working days that end (exclusively) by `end`. */
  latestStartBefore(end: string, days: number): string;
  /** Working days in [from, to). */
  countWorkingDays(from: string, to: string): number;
  /** Working days in a week (5 or 6): weeks of work are working days over this. */
  daysPerWeek: number;
  /** Easter Sunday of a year ('finish before Easter'). */
  easterSunday(year: number): string;
  /** The holidays in [from, to), for a model to plan around. */
  holidaysBetween(from: string, to: string): string[];
  /** The working weekdays, 1 (Monday) to 7 (Sunday), for a model to plan around. */
  workingWeekdays: readonly number[];
}

/** The household's working calendar, as the planner asks of it. */
export async function calendarForPlanning(db: Database): Promise<PlannerCalendar> {
  return plannerCalendarOf(await readHouseholdCalendar({ tx: db }));
}

/** A working calendar (weekdays and holidays) as the planner asks of it. */
export function plannerCalendarOf(calendar: WorkingCalendar): PlannerCalendar {
  return {
    isWorkingDay: (date) => isWorkingDay(calendar, date),
    firstWorkingDayFrom: (date) => nextWorkingDay(calendar, date),
    endAfterWorkingDays: (start, days) => addDays(addWorkingDays(calendar, start, days - 1), 1),
    latestStartBefore: (end, days) =>
      addWorkingDays(calendar, previousWorkingDay(calendar, addDays(end, -1)), -(days - 1)),
    countWorkingDays: (from, to) => countWorkingDays(calendar, from, to),
    daysPerWeek: calendar.workingDays.size,
    easterSunday,
    holidaysBetween: (from, to) =>
      [...calendar.holidays].filter((date) => date >= from && date < to).sort(),
    workingWeekdays: [...calendar.workingDays].sort(),
  };
}

/**
 * Easter Sunday, the day before Easter Monday in the bank holiday tables: England's, as Easter
 * is the same everywhere and a household with no holidays may still write 'before Easter'.
 */
function easterSunday(year: number): string {
  const monday = listPublicHolidaysOfYear('england-and-wales', year).find((holiday) =>
    /easter monday/i.test(holiday.name),
  );
  if (!monday) throw new Error(`No Easter Monday in the tables for ${year}`);
  return addDays(monday.date, -1);
}
