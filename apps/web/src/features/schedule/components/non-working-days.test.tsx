import type { WorkingCalendarAnswer } from '@hrt/shared/schemas/calendar';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { scheduleKeys } from '../api/schedule-keys';
import { NonWorkingDays } from './non-working-days';

function shadedDays(calendar: WorkingCalendarAnswer) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(scheduleKeys.calendar, calendar);
  const { container } = render(
    <QueryClientProvider client={client}>
      {/* Monday 21 December 2026 to Sunday 3 January 2027. */}
      <NonWorkingDays windowStart="2026-12-21" zoom={1} from={0} to={14} />
    </QueryClientProvider>,
  );
  return [...container.querySelectorAll<HTMLElement>('[data-non-working]')].map((cell) => [
    cell.dataset.date,
    cell.dataset.nonWorking,
    cell.title,
  ]);
}

const holidays = {
  holiday_dates: [
    { date: '2026-12-25', name: 'Christmas Day' },
    { date: '2026-12-26', name: 'Boxing Day' },
    { date: '2026-12-28', name: 'Boxing Day (substitute day)' },
    { date: '2027-01-01', name: "New Year's Day" },
  ],
  holiday_window: { from: '2025-01-01', to: '2029-12-31' },
};

describe('the Gantt shades the days off', () => {
  it('weekends by the working days, and holidays with their names', () => {
    expect(
      shadedDays({ working_days: [1, 2, 3, 4, 5], holidays: 'england-and-wales', ...holidays }),
    ).toEqual([
      ['2026-12-25', 'holiday', 'Christmas Day'],
      ['2026-12-26', 'holiday', 'Boxing Day'],
      ['2026-12-27', 'weekend', ''],
      ['2026-12-28', 'holiday', 'Boxing Day (substitute day)'],
      ['2027-01-01', 'holiday', "New Year's Day"],
      ['2027-01-02', 'weekend', ''],
      ['2027-01-03', 'weekend', ''],
    ]);
  });

  it('works Saturdays in a six-day week and shades no holiday without a region', () => {
    expect(
      shadedDays({
        working_days: [1, 2, 3, 4, 5, 6],
        holidays: 'none',
        holiday_dates: [],
        holiday_window: holidays.holiday_window,
      }),
    ).toEqual([
      ['2026-12-27', 'weekend', ''],
      ['2027-01-03', 'weekend', ''],
    ]);
  });
});
