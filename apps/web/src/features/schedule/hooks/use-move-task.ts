import { shiftTask } from '@hrt/shared/domain/schedule';
import { brokenDependencies } from '@hrt/shared/domain/task-dependencies';
import { type Task, taskMessages } from '@hrt/shared/schemas/schedule';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from 'sonner';
import { queryKeys } from '@/lib/query-keys';
import { moveTask } from '../api/move-task';
import { scheduleKeys } from '../api/schedule-keys';

const replace = (tasks: Task[] | undefined, next: Task) =>
  tasks?.map((task) => (task.id === next.id ? next : task));

/** Under queryKeys.tasks, so live updates hold back their re-read while a move is in flight. */
const moveMutationKey = scheduleKeys.move;

function warnOfBrokenDependencies(moved: Task, all: Task[]) {
  const broken = brokenDependencies(moved, all);
  const names = [...broken.predecessors, ...broken.successors].map((other) => other.name);
  if (names.length === 0) return;
  toast.warning(`${moved.name} now overlaps ${names.slice(0, 3).join(', ')}`, {
    id: `dependency-${moved.id}`,
    description:
      broken.predecessors.length > 0
        ? 'It starts before a task it depends on has finished.'
        : 'A task that depends on it now starts before it finishes.',
  });
}

/**
 * The list shows the new dates at once; returns the moved task. The move starts from the dates
 * in the list now, not from those the bar last drew: a held arrow key repeats faster than the
 * chart draws.
 */
async function showMove(queryClient: QueryClient, task: Task, days: number): Promise<Task> {
  // A read in flight would answer with the old dates after they were drawn.
  await queryClient.cancelQueries({ queryKey: queryKeys.tasks });
  const all = queryClient.getQueryData<Task[]>(queryKeys.tasks) ?? [];
  const moved = shiftTask(all.find((other) => other.id === task.id) ?? task, days);
  queryClient.setQueryData<Task[]>(queryKeys.tasks, (tasks) => replace(tasks, moved));
  warnOfBrokenDependencies(moved, queryClient.getQueryData<Task[]>(queryKeys.tasks) ?? []);
  return moved;
}

/**
 * Moves a task by whole days: the list shows the new dates at once, the
 * server's answer then replaces the task; on failure the list is read again and the spec's
 * message shown. A move that leaves the task overlapping a predecessor or successor that is
 * not done is saved, with a warning naming them.
 */
export function useMoveTask() {
  const queryClient = useQueryClient();
  const { mutateAsync } = useMutation({
    mutationKey: moveMutationKey,
    // One at a time, in the order pressed: moves sent together could be saved out of order.
    scope: { id: 'schedule-move' },
    // No updated_at: a move states both absolute dates, and several arrow-key moves in a row
    // would otherwise refuse each other while the previous answer is on its way.
    mutationFn: (moved: Task) => moveTask(moved.id, { start: moved.startAt, end: moved.endAt }),
    onSuccess: (saved) => {
      // An answer to an earlier move of a task that has been moved again since must not put
      // back the dates it had then: the next arrow key would start from them. The last move's
      // answer (still pending while this runs) brings the dates and the version.
      const movesOfTask = queryClient.isMutating({
        mutationKey: moveMutationKey,
        predicate: (mutation) => (mutation.state.variables as Task | undefined)?.id === saved.id,
      });
      if (movesOfTask > 1) return;
      queryClient.setQueryData<Task[]>(queryKeys.tasks, (tasks) => replace(tasks, saved));
    },
    onError: (error) => {
      console.error('Schedule: failed to move a task', error);
      toast.error(taskMessages.move, { id: 'task-move-failed' });
      void queryClient.invalidateQueries({ queryKey: queryKeys.tasks });
    },
  });
  return useCallback(
    async (task: Task, days: number) => {
      if (days === 0) return;
      const moved = await showMove(queryClient, task, days);
      await mutateAsync(moved).catch(() => undefined);
    },
    [queryClient, mutateAsync],
  );
}
