import { toWorkingCalendar, type WorkingCalendar } from '@hrt/shared/domain/working-days';
import {
  type CalendarSetting,
  calendarSettingSchema,
  DEFAULT_CALENDAR_SETTING,
  type WorkingCalendarAnswer,
} from '@hrt/shared/schemas/calendar';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { type DatabaseDeps, databaseOf } from '../../db/transaction.ts';
import type { Principal } from '../../http/access.ts';
import { listPublicHolidays } from './public-holidays.ts';
import { findSettingValue, upsertSettingValue } from './repository.ts';

const KEY = 'working_calendar';

/** What the calendar's services use of the app context. */
export type CalendarDeps = Pick<AppContext, 'database'>;

/** The answer's holidays: 1 January last year to 31 December three years ahead. */
const YEARS_BEFORE = 1;
const YEARS_AFTER = 3;
/**
 * The planner's calendar reaches further: a plan may start years ahead, and a move may carry
 * a chain of tasks past the answer's window. Ten years either way costs a few hundred dates.
 */
const PLANNING_YEARS = 10;

/** The stored setting, or Monday to Friday in England and Wales until someone changes it. */
async function readCalendarSetting(db: Database): Promise<CalendarSetting> {
  const stored = await findSettingValue(db, KEY);
  if (stored) {
    const parsed = calendarSettingSchema.safeParse(JSON.parse(stored));
    if (parsed.success) return parsed.data;
  }
  return {
    working_days: [...DEFAULT_CALENDAR_SETTING.working_days],
    holidays: DEFAULT_CALENDAR_SETTING.holidays,
  };
}

/** GET /api/settings/calendar: the setting with its holidays around today. */
export async function getCalendar(
  deps: CalendarDeps,
  _principal: Principal,
  input: { now?: Date } = {},
): Promise<WorkingCalendarAnswer> {
  return toAnswer(await readCalendarSetting(deps.database.db), input.now ?? new Date());
}

/** PUT /api/settings/calendar (owner and project manager: the route's capability). */
export async function updateCalendar(
  deps: CalendarDeps,
  principal: Principal,
  setting: CalendarSetting,
): Promise<WorkingCalendarAnswer> {
  await upsertSettingValue(deps.database.db, KEY, JSON.stringify(setting), principal.email);
  return toAnswer(setting, new Date());
}

/**
 * The household's working calendar for the schedule's arithmetic (moves, the planner): its
 * working weekdays and every public holiday from ten years back to ten years ahead.
 */
export async function readHouseholdCalendar(
  deps: DatabaseDeps,
  now = new Date(),
): Promise<WorkingCalendar> {
  const setting = await readCalendarSetting(databaseOf(deps));
  const year = now.getUTCFullYear();
  return toWorkingCalendar({
    working_days: setting.working_days,
    holiday_dates: listPublicHolidays(
      setting.holidays,
      year - PLANNING_YEARS,
      year + PLANNING_YEARS,
    ),
  });
}

function toAnswer(setting: CalendarSetting, now: Date): WorkingCalendarAnswer {
  const year = now.getUTCFullYear();
  const from = year - YEARS_BEFORE;
  const to = year + YEARS_AFTER;
  return {
    working_days: setting.working_days,
    holidays: setting.holidays,
    holiday_dates: listPublicHolidays(setting.holidays, from, to),
    holiday_window: { from: `${from}-01-01`, to: `${to}-12-31` },
  };
}
