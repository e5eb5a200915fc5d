import { settingsContract } from '@hrt/shared/contracts/settings';
import { toWorkingCalendar, type WorkingCalendar } from '@hrt/shared/domain/working-days';
import type { CalendarSettingInput, WorkingCalendarAnswer } from '@hrt/shared/schemas/calendar';
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
export function readWorkingCalendar(queryClient: QueryClient): WorkingCalendar | null {
  const answer = queryClient.getQueryData<WorkingCalendarAnswer>(scheduleKeys.calendar);
  return answer ? toWorkingCalendar(answer) : null;
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
