import { toWorkingCalendar } from '@hrt/shared/domain/working-days';
import type { HolidayRegion } from '@hrt/shared/schemas/calendar';
import { listPublicHolidays } from '../settings/public-holidays.ts';
import { type PlannerCalendar, plannerCalendarOf } from './planner-calendar.ts';

/** A working calendar for planner tests: Monday to Friday in England and Wales unless told. */
export function testCalendar(
  holidays: HolidayRegion = 'england-and-wales',
  workingDays: number[] = [1, 2, 3, 4, 5],
): PlannerCalendar {
  return plannerCalendarOf(
    toWorkingCalendar({
      working_days: workingDays,
      holiday_dates: listPublicHolidays(holidays, 2025, 2030),
    }),
  );
}
