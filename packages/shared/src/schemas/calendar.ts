import { z } from 'zod';
import { calendarDate } from './timeline.ts';

/**
 * The household's working calendar (docs/domain.md#working-calendar): the days of the week work happens on and the
 * public holidays of the household's part of the UK. The planner, the analysis and the
 * schedule's duration figures count working days; the Gantt shades the others.
 */

/** The regions whose bank holidays the server ships (gov.uk's three tables), or none. */
const holidayRegionIds = ['england-and-wales', 'scotland', 'northern-ireland', 'none'] as const;
export type HolidayRegion = (typeof holidayRegionIds)[number];

/** Their names on screen. */
export const holidayRegions: ReadonlyArray<{ id: HolidayRegion; name: string }> = [
  { id: 'england-and-wales', name: 'England and Wales' },
  { id: 'scotland', name: 'Scotland' },
  { id: 'northern-ireland', name: 'Northern Ireland' },
  { id: 'none', name: 'No public holidays' },
];

/** ISO weekdays: 1 is Monday, 7 is Sunday. */
export const MONDAY_TO_FRIDAY = [1, 2, 3, 4, 5] as const;
const MONDAY_TO_SATURDAY = [1, 2, 3, 4, 5, 6] as const;

/** The working weeks the settings screen offers; the API takes any non-empty set of weekdays. */
export const workingWeekOptions = [
  { id: 'monday-to-friday', name: 'Monday to Friday', days: MONDAY_TO_FRIDAY },
  { id: 'monday-to-saturday', name: 'Monday to Saturday', days: MONDAY_TO_SATURDAY },
] as const;

export const DEFAULT_CALENDAR_SETTING = {
  working_days: [...MONDAY_TO_FRIDAY],
  holidays: 'england-and-wales',
} as const satisfies { working_days: number[]; holidays: HolidayRegion };

const isoWeekday = z
  .number({ error: 'A working day is a weekday number, 1 (Monday) to 7 (Sunday).' })
  .int('A working day is a weekday number, 1 (Monday) to 7 (Sunday).')
  .min(1, 'A working day is a weekday number, 1 (Monday) to 7 (Sunday).')
  .max(7, 'A working day is a weekday number, 1 (Monday) to 7 (Sunday).');

/** PUT /api/settings/calendar. The days are kept in order, each once. */
export const calendarSettingSchema = z.object({
  working_days: z
    .array(isoWeekday)
    .min(1, 'Choose at least one working day.')
    .max(7, 'A week has seven days.')
    .refine((days) => new Set(days).size === days.length, 'Name each working day once.')
    .transform((days) => [...days].sort((a, b) => a - b))
    .describe('ISO weekdays, 1 (Monday) to 7 (Sunday): [1,2,3,4,5] is Monday to Friday.'),
  holidays: z.enum(holidayRegionIds, {
    error: 'Choose England and Wales, Scotland, Northern Ireland or none.',
  }),
});
export type CalendarSettingInput = z.input<typeof calendarSettingSchema>;
export type CalendarSetting = z.output<typeof calendarSettingSchema>;

const publicHolidaySchema = z.object({ date: calendarDate, name: z.string() });
export type PublicHoliday = z.infer<typeof publicHolidaySchema>;

/**
 * GET and PUT /api/settings/calendar answer the setting with the region's public holidays in a
 * window around today (1 January last year to 31 December three years ahead), so the web app
 * can shade them without a holidays library of its own.
 */
export const workingCalendarSchema = z.object({
  working_days: z.array(z.number().int().min(1).max(7)),
  holidays: z.enum(holidayRegionIds),
  holiday_dates: z.array(publicHolidaySchema),
  /** The first and last day `holiday_dates` covers (inclusive). */
  holiday_window: z.object({ from: calendarDate, to: calendarDate }),
});
export type WorkingCalendarAnswer = z.infer<typeof workingCalendarSchema>;
