import { scheduleContract } from '@hrt/shared/contracts/schedule';
import type { Task, TaskStatusId } from '@hrt/shared/schemas/schedule';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { queryKeys } from '@/lib/query-keys';

interface StatusChange {
  task: Task;
  statusId: TaskStatusId;
}

/**
 * A task's status, the one thing a trade changes of its own task: sent with the version it saw,
 * so a change made meanwhile by the household answers 409 instead of being overwritten.
 */
export function useChangeTaskStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ task, statusId }: StatusChange) =>
      callEndpoint(scheduleContract.changeStatus, {
        params: { id: task.id },
        body: { status_id: statusId, updated_at: task.updated_at },
      }),
    // Success or refusal, the page reads its work again: the new status, or the one stored.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.contacts }),
        queryClient.invalidateQueries({ queryKey: queryKeys.tasks }),
      ]),
  });
}
