import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { scheduleKeys } from './schedule-keys';

/** After a write to the schedule: the task list is read again. */
export function useRefreshTasks() {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: scheduleKeys.tasks }),
    [queryClient],
  );
}
