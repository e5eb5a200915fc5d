import { addDays } from '@hrt/shared/domain/calendar-days';
import { dayWidth } from '@hrt/shared/domain/schedule';
import { isWorkingDay, toWorkingCalendar } from '@hrt/shared/domain/working-days';
import { DEFAULT_CALENDAR_SETTING } from '@hrt/shared/schemas/calendar';
import { useMemo } from 'react';
import { useWorkingCalendar } from '../api/working-calendar';
import { HEADER_PX, NAME_COLUMN_PX } from './layout';

/**
 * The days off shaded behind the rows, for the days drawn now: weekends by the household's
 * working days and its public holidays (GET /api/settings/calendar). Until the setting has
 * loaded, Saturdays and Sundays.
 */
export function NonWorkingDays({
  windowStart,
  zoom,
  from,
  to,
}: {
  windowStart: string;
  zoom: number;
  from: number;
  to: number;
}) {
  const { data } = useWorkingCalendar();
  const { calendar, names } = useMemo(
    () => ({
      calendar: toWorkingCalendar(data ?? DEFAULT_CALENDAR_SETTING),
      names: new Map((data?.holiday_dates ?? []).map((holiday) => [holiday.date, holiday.name])),
    }),
    [data],
  );
  const dw = dayWidth(zoom);
  const cells = [];
  for (let offset = from; offset < to; offset++) {
    const date = addDays(windowStart, offset);
    if (isWorkingDay(calendar, date)) continue;
    const holiday = names.get(date);
    cells.push(
      <div
        key={date}
        data-non-working={holiday ? 'holiday' : 'weekend'}
        data-date={date}
        title={holiday}
        className={holiday ? 'absolute bg-holiday' : 'absolute bg-non-working'}
        style={{ left: NAME_COLUMN_PX + offset * dw, width: dw, top: HEADER_PX, bottom: 0 }}
      />,
    );
  }
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0" data-testid="days-off">
      {cells}
    </div>
  );
}
