import { createRequire } from 'node:module';
import type { HolidayRegion, PublicHoliday } from '@hrt/shared/schemas/calendar';
import type Holidays from 'date-holidays';

/**
 * The UK's bank holidays from date-holidays' published tables (gov.uk's, shipped inside the
 * package: nothing is fetched at run time). Only days off count: the package also lists
 * observances such as Mother's Day, which are not holidays from work. When Christmas falls on a
 * weekend the table lists both the day itself and its substitute weekday; both are days off.
 */

/** The package's GB regions for each of the household's choices. */
const regionStates: Record<Exclude<HolidayRegion, 'none'>, string> = {
  'england-and-wales': 'ENG',
  scotland: 'SCT',
  'northern-ireland': 'NIR',
};

const tables = new Map<string, Holidays>();

/**
 * The package's tables for every country are about 20 MB resident (decision 043): loaded on
 * the first calendar that needs a holiday, not at start. Its CommonJS build, so the load stays
 * synchronous like the callers.
 */
let HolidaysClass: typeof Holidays | undefined;
function holidaysClass(): typeof Holidays {
  HolidaysClass ??= createRequire(import.meta.url)('date-holidays') as typeof Holidays;
  return HolidaysClass;
}

function tableOf(region: Exclude<HolidayRegion, 'none'>): Holidays {
  let table = tables.get(region);
  if (!table) {
    table = new (holidaysClass())('GB', regionStates[region]);
    tables.set(region, table);
  }
  return table;
}

/** The package recomputes its rules on every call; a year's list never changes. */
const byRegionYear = new Map<string, readonly PublicHoliday[]>();

export function listPublicHolidaysOfYear(
  region: HolidayRegion,
  year: number,
): readonly PublicHoliday[] {
  if (region === 'none') return [];
  const key = `${region}:${year}`;
  const cached = byRegionYear.get(key);
  if (cached) return cached;
  const table = tableOf(region);
  const seen = new Set<string>();
  const holidays: PublicHoliday[] = [];
  for (const holiday of table.getHolidays(year)) {
    // `date` is the local day with a time ('2026-12-28 00:00:00'): its first ten characters.
    const date = holiday.date.slice(0, 10);
    if ((holiday.type !== 'public' && holiday.type !== 'bank') || seen.has(date)) continue;
    seen.add(date);
    holidays.push({ date, name: holiday.name });
  }
  byRegionYear.set(key, holidays);
  return holidays;
}

/** The region's public holidays from `fromYear` to `toYear`, both included, by date. */
export function listPublicHolidays(
  region: HolidayRegion,
  fromYear: number,
  toYear: number,
): PublicHoliday[] {
  const holidays: PublicHoliday[] = [];
  for (let year = fromYear; year <= toYear; year++) {
    holidays.push(...listPublicHolidaysOfYear(region, year));
  }
  return holidays.sort((a, b) => a.date.localeCompare(b.date));
}
