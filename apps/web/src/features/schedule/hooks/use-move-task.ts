import { shiftTask } from '@hrt/shared/domain/schedule';
import { brokenDependencies } from '@hrt/shared/domain/task-dependencies';
import { type Task, type TaskMove, taskMessages } from '@hrt/shared/schemas/schedule';
import { UNDO_SECONDS } from '@hrt/shared/schemas/trash';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
import { toast } from 'sonner';
import { queryKeys } from '@/lib/query-keys';
import { toastWithUndo } from '@/lib/undo-toast';
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
 * The list shows the new dates at once; returns the task before and after the move. The move
 * starts from the dates in the list now, not from those the bar last drew: a held arrow key
 * repeats faster than the chart draws.
 */
async function showMove(
  queryClient: QueryClient,
  task: Task,
  days: number,
): Promise<{ before: Task; moved: Task }> {
  // A read in flight would answer with the old dates after they were drawn.
  await queryClient.cancelQueries({ queryKey: queryKeys.tasks });
  const all = queryClient.getQueryData<Task[]>(queryKeys.tasks) ?? [];
  const before = all.find((other) => other.id === task.id) ?? task;
  const moved = shiftTask(before, days);
  queryClient.setQueryData<Task[]>(queryKeys.tasks, (tasks) => replace(tasks, moved));
  warnOfBrokenDependencies(moved, queryClient.getQueryData<Task[]>(queryKeys.tasks) ?? []);
  return { before, moved };
}

/** How many moves (or undos of one) of this task are on their way. */
function movesInFlight(queryClient: QueryClient, id: string): number {
  return queryClient.isMutating({
    mutationKey: moveMutationKey,
    predicate: (mutation) => (mutation.state.variables as { id: string } | undefined)?.id === id,
  });
}

/** Where a task was before a run of moves: what 'Undo' puts it back to. */
interface MoveOrigin {
  start: string;
  end: string;
  /** The run goes on while its toast's 'Undo' is offered (UNDO_SECONDS after the last move). */
  until: number;
}

/**
 * The dates a task had before its current run of moves: a held arrow key moves a bar several
 * times, and its one 'Undo' puts it back where the run started, not one day back.
 */
function useMoveOrigins() {
  const origins = useRef(new Map<string, MoveOrigin>());
  return useMemo(
    () => ({
      note(before: Task): MoveOrigin {
        const now = Date.now();
        const current = origins.current.get(before.id);
        const origin =
          current && current.until > now
            ? current
            : { start: before.startAt, end: before.endAt, until: 0 };
        origin.until = now + UNDO_SECONDS * 1000;
        origins.current.set(before.id, origin);
        return origin;
      },
      forget: (id: string) => origins.current.delete(id),
    }),
    [],
  );
}

/**
 * 'Undo' of a move: the dates before the run of moves, sent with the version the last move
 * returned (409 if someone changed the task since); the list is read again either way. Queued
 * behind the moves still on their way.
 */
function useUndoMove() {
  const queryClient = useQueryClient();
  const { mutateAsync } = useMutation({
    mutationKey: moveMutationKey,
    scope: { id: 'schedule-move' },
    mutationFn: ({ id, move }: { id: string; move: TaskMove }) => moveTask(id, move),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.tasks }),
  });
  return mutateAsync;
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
      if (movesInFlight(queryClient, saved.id) > 1) return;
      queryClient.setQueryData<Task[]>(queryKeys.tasks, (tasks) => replace(tasks, saved));
    },
    onError: (error) => {
      console.error('Schedule: failed to move a task', error);
      toast.error(taskMessages.move, { id: 'task-move-failed' });
      void queryClient.invalidateQueries({ queryKey: queryKeys.tasks });
    },
  });
  const origins = useMoveOrigins();
  const undoMove = useUndoMove();
  return useCallback(
    async (task: Task, days: number) => {
      if (days === 0) return;
      const { before, moved } = await showMove(queryClient, task, days);
      const origin = origins.note(before);
      const saved = await mutateAsync(moved).catch(() => null);
      // Only the last answer of a run offers 'Undo': it carries the task's latest version.
      if (!saved || movesInFlight(queryClient, task.id) > 0) return;
      const back = { start: origin.start, end: origin.end, updated_at: saved.updated_at };
      toastWithUndo(
        'Task moved.',
        async () => {
          origins.forget(task.id);
          await undoMove({ id: task.id, move: back });
          toast.success('Move undone.', { id: `move-${task.id}` });
        },
        { id: `move-${task.id}` },
      );
    },
    [queryClient, mutateAsync, origins, undoMove],
  );
}
