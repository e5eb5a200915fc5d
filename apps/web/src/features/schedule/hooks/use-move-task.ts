import { brokenDependencies, shiftTask } from '@hrt/shared/domain/schedule';
import { type Task, taskMessages } from '@hrt/shared/schemas/schedule';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from 'sonner';
import { queryKeys } from '@/lib/query-keys';
import { moveTask } from '../api';

const replace = (tasks: Task[] | undefined, next: Task) =>
  tasks?.map((task) => (task.id === next.id ? next : task));

/**
 * Moves a task by whole days (spec section 4): the list shows the new dates at once, the
 * server's answer then replaces the task; on failure the list is read again and the spec's
 * message shown. A move that leaves the task overlapping a predecessor or successor that is
 * not done is saved, with a warning naming them.
 */
export function useMoveTask() {
  const queryClient = useQueryClient();
  return useCallback(
    async (task: Task, days: number) => {
      if (days === 0) return;
      const moved = shiftTask(task, days);
      await queryClient.cancelQueries({ queryKey: queryKeys.tasks });
      queryClient.setQueryData<Task[]>(queryKeys.tasks, (tasks) => replace(tasks, moved));
      const all = queryClient.getQueryData<Task[]>(queryKeys.tasks) ?? [];
      const broken = brokenDependencies(moved, all);
      const names = [...broken.predecessors, ...broken.successors].map((other) => other.name);
      if (names.length > 0) {
        toast.warning(`${moved.name} now overlaps ${names.slice(0, 3).join(', ')}`, {
          id: `dependency-${task.id}`,
          description:
            broken.predecessors.length > 0
              ? 'It starts before a task it depends on has finished.'
              : 'A task that depends on it now starts before it finishes.',
        });
      }
      try {
        // No updated_at: a move states both absolute dates, and several arrow-key moves in a
        // row would otherwise refuse each other while the previous answer is on its way.
        const saved = await moveTask(task.id, { start: moved.startAt, end: moved.endAt });
        queryClient.setQueryData<Task[]>(queryKeys.tasks, (tasks) => replace(tasks, saved));
      } catch (error) {
        console.error('Schedule: failed to move a task', error);
        toast.error(taskMessages.move, { id: 'task-move-failed' });
        await queryClient.invalidateQueries({ queryKey: queryKeys.tasks });
      }
    },
    [queryClient],
  );
}
