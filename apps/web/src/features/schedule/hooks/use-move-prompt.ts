import { dependantsOf } from '@hrt/shared/domain/task-graph';
import type { Task } from '@hrt/shared/schemas/schedule';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { queryKeys } from '@/lib/query-keys';
import { readMoveCalendar } from '../api/working-calendar';
import { applyMove } from './use-move-task';

/** A move of a task that has dependants, waiting for the person's answer. */
export interface PendingMove {
  task: Task;
  /** Working days, as the move is saved. */
  days: number;
  dependants: number;
  withDependants: boolean;
  /** Where the task would start, worked out with the calendar. */
  start: string;
}

type MoveAsked = Omit<PendingMove, 'start'>;

type MoveTask = (task: Task, days: number, options?: { withDependants?: boolean }) => unknown;

/**
 * Moving a task that has dependants first asks, in a small prompt, whether to 'Also move the N
 * tasks that depend on it' (ticked). The chart shows the move meanwhile (drawn from the list as
 * it was, so Cancel puts it back exactly); more arrow presses in the prompt move it further.
 * A task without dependants moves at once, as before.
 */
export function useMovePrompt(moveTask: MoveTask) {
  const queryClient = useQueryClient();
  const [pending, setPendingState] = useState<PendingMove | null>(null);
  // Mirrored in a ref so `request` keeps one identity: every bar of the chart is memoised on it.
  const current = useRef<PendingMove | null>(null);
  const setPending = useCallback((next: PendingMove | null) => {
    current.current = next;
    setPendingState(next);
  }, []);
  const snapshot = useRef<Task[] | null>(null);

  const preview = useCallback(
    (next: MoveAsked) => {
      const base = snapshot.current ?? [];
      const calendar = readMoveCalendar(queryClient);
      const { list, moved } = applyMove(base, next.task, next.days, next.withDependants, calendar);
      queryClient.setQueryData<Task[]>(queryKeys.tasks, list);
      setPending({ ...next, start: moved.startAt });
    },
    [queryClient, setPending],
  );

  const restore = useCallback(() => {
    if (snapshot.current) queryClient.setQueryData<Task[]>(queryKeys.tasks, snapshot.current);
    snapshot.current = null;
    setPending(null);
  }, [queryClient, setPending]);

  const request = useCallback(
    (task: Task, days: number) => {
      const pending = current.current;
      if (pending && pending.task.id === task.id) {
        preview({ ...pending, days: pending.days + days });
        return;
      }
      if (pending) restore();
      const all = queryClient.getQueryData<Task[]>(queryKeys.tasks) ?? [];
      const dependants = dependantsOf(task.id, all).length;
      if (dependants === 0) {
        void moveTask(task, days);
        return;
      }
      snapshot.current = all;
      preview({ task, days, dependants, withDependants: true });
    },
    [preview, restore, queryClient, moveTask],
  );

  const confirm = useCallback(() => {
    if (!pending) return;
    const { task, days, withDependants } = pending;
    restore();
    void moveTask(task, days, { withDependants });
  }, [pending, restore, moveTask]);

  return {
    pending,
    request,
    confirm,
    cancel: restore,
    setWithDependants: (withDependants: boolean) =>
      pending && preview({ ...pending, withDependants }),
    nudge: (days: number) => pending && preview({ ...pending, days: pending.days + days }),
  };
}
