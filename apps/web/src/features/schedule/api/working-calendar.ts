import { settingsContract } from '@hrt/shared/contracts/settings';
import { toWorkingCalendar, type WorkingCalendar } from '@hrt/shared/domain/working-days';
import {
  type CalendarSettingInput,
  MONDAY_TO_FRIDAY,
  type WorkingCalendarAnswer,
} from '@hrt/shared/schemas/calendar';
import {
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { scheduleKeys } from './schedule-keys';

/** GET /api/settings/calendar: the working days and the holidays to shade. */
export const workingCalendarQuery = queryOptions({
  queryKey: scheduleKeys.calendar,
  queryFn: ({ signal }) => callEndpoint(settingsContract.getCalendar, {}, { signal }),
  // It changes only when someone saves the setting, which refreshes it.
  staleTime: 5 * 60_000,
});

export function useWorkingCalendar() {
  return useQuery(workingCalendarQuery);
}

/** The calendar as loaded, for the move's preview of the dependants; null before it is. */
function readWorkingCalendar(queryClient: QueryClient): WorkingCalendar | null {
  const answer = queryClient.getQueryData<WorkingCalendarAnswer>(scheduleKeys.calendar);
  return answer ? toWorkingCalendar(answer) : null;
}

/**
 * The calendar a move counts working days in: the setting as loaded, else its default weekdays
 * (the schedule page loads it on arrival, so this is only a move made in its first moments; a
 * holiday missed then makes the server refuse the move, and the list is read again).
 */
export function readMoveCalendar(queryClient: QueryClient): WorkingCalendar {
  return readWorkingCalendar(queryClient) ?? toWorkingCalendar({ working_days: MONDAY_TO_FRIDAY });
}

/** PUT /api/settings/calendar (owner and project manager). */
export function useUpdateWorkingCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CalendarSettingInput) =>
      callEndpoint(settingsContract.updateCalendar, { body }),
    onSuccess: (saved) => queryClient.setQueryData(scheduleKeys.calendar, saved),
  });
}
