import { brokenDependencies } from '@hrt/shared/domain/task-dependencies';
import { carryDependants } from '@hrt/shared/domain/task-moves';
import { shiftByWorkingDays, type WorkingCalendar } from '@hrt/shared/domain/working-days';
import { formatCount } from '@hrt/shared/format';
import { type Task, type TaskMoves, taskMessages } from '@hrt/shared/schemas/schedule';
import { UNDO_SECONDS } from '@hrt/shared/schemas/trash';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
import { toast } from 'sonner';
import { queryKeys } from '@/lib/query-keys';
import { toastWithUndo } from '@/lib/undo-toast';
import { moveTask, putBackTasks } from '../api/move-task';
import { scheduleKeys } from '../api/schedule-keys';
import { readMoveCalendar } from '../api/working-calendar';

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
 * The list with `task` moved by `days` working days, its length in working days kept, and, when
 * asked, the dependants it carries: the server's rule, shared, so the dates drawn are the dates
 * the server accepts and saves (docs/domain.md#moves-with-dependants).
 */
export function applyMove(
  all: readonly Task[],
  task: Task,
  days: number,
  withDependants: boolean,
  calendar: WorkingCalendar,
): { list: Task[]; before: Task; moved: Task } {
  const before = all.find((other) => other.id === task.id) ?? task;
  const moved = shiftByWorkingDays(calendar, before, days);
  const carried = withDependants
    ? carryDependants(calendar, all, { id: task.id, from: before.startAt, to: moved.startAt })
    : [];
  const changed = new Map([moved, ...carried].map((other) => [other.id, other]));
  return { list: all.map((other) => changed.get(other.id) ?? other), before, moved };
}

/**
 * The list shows the new dates at once; returns the task moved and every task's dates before.
 * The move starts from the dates in the list now, not from those the bar last drew: a held
 * arrow key repeats faster than the chart draws.
 */
async function showMove(queryClient: QueryClient, task: Task, days: number, carry: boolean) {
  // A read in flight would answer with the old dates after they were drawn.
  await queryClient.cancelQueries({ queryKey: queryKeys.tasks });
  const all = queryClient.getQueryData<Task[]>(queryKeys.tasks) ?? [];
  const { list, moved } = applyMove(all, task, days, carry, readMoveCalendar(queryClient));
  queryClient.setQueryData<Task[]>(queryKeys.tasks, list);
  warnOfBrokenDependencies(moved, list);
  const datesBefore = new Map(all.map((other) => [other.id, other]));
  return { moved, datesBefore };
}

/** How many moves (or undos of one) of this task are on their way. */
function movesInFlight(queryClient: QueryClient, id: string): number {
  return queryClient.isMutating({
    mutationKey: moveMutationKey,
    predicate: (mutation) => (mutation.state.variables as { id: string } | undefined)?.id === id,
  });
}

/**
 * A run of moves of one task: a held arrow key moves a bar several times, and its one 'Undo'
 * puts back every task the run moved (the task and the dependants it carried) where the run
 * found them, not one day back. The run goes on while its toast's 'Undo' is offered.
 */
interface MoveRun {
  origins: Map<string, { start: string; end: string }>;
  /** Each moved task's latest version, sent with the undo (409 if someone changed it since). */
  versions: Map<string, string>;
  until: number;
}

function useMoveRuns() {
  const runs = useRef(new Map<string, MoveRun>());
  return useMemo(
    () => ({
      /** Notes what a move's answer moved, from where; answers the run it belongs to. */
      note(id: string, saved: Task[], datesBefore: Map<string, Task>): MoveRun {
        const now = Date.now();
        const current = runs.current.get(id);
        const run =
          current && current.until > now
            ? current
            : { origins: new Map(), versions: new Map(), until: 0 };
        for (const task of saved) {
          const before = datesBefore.get(task.id) ?? task;
          if (!run.origins.has(task.id)) {
            run.origins.set(task.id, { start: before.startAt, end: before.endAt });
          }
          run.versions.set(task.id, task.updated_at);
        }
        run.until = now + UNDO_SECONDS * 1000;
        runs.current.set(id, run);
        return run;
      },
      forget: (id: string) => runs.current.delete(id),
    }),
    [],
  );
}

/**
 * 'Undo' of a run of moves: every task it moved back to where the run found it, in one
 * transaction (PATCH /api/tasks/move), each with the version its last move returned; the list
 * is read again either way. Queued behind the moves still on their way.
 */
function useUndoMoves() {
  const queryClient = useQueryClient();
  const { mutateAsync } = useMutation({
    mutationKey: moveMutationKey,
    scope: { id: 'schedule-move' },
    mutationFn: ({ run }: { id: string; run: MoveRun }) =>
      putBackTasks({
        tasks: [...run.origins].map(([taskId, origin]) => ({
          id: taskId,
          ...origin,
          updated_at: run.versions.get(taskId),
        })),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.tasks }),
  });
  return mutateAsync;
}

interface MoveVariables {
  id: string;
  moved: Task;
  withDependants: boolean;
}

/**
 * Moves a task by whole working days (a drag's calendar days are turned into working days where
 * it is dropped), and its dependants with it unless `withDependants` is false: the
 * list shows the new dates at once, the server's answer then replaces every task it moved; on
 * failure the list is read again and the message of docs/domain.md#tasks shown. A move that leaves the task
 * overlapping a predecessor or successor that is not done is saved, with a warning naming them.
 */
export function useMoveTask() {
  const queryClient = useQueryClient();
  const { mutateAsync } = useMutation({
    mutationKey: moveMutationKey,
    // One at a time, in the order pressed: moves sent together could be saved out of order.
    scope: { id: 'schedule-move' },
    // No updated_at: a move states both absolute dates, and several arrow-key moves in a row
    // would otherwise refuse each other while the previous answer is on its way.
    mutationFn: ({ moved, withDependants }: MoveVariables) =>
      moveTask(moved.id, {
        start: moved.startAt,
        end: moved.endAt,
        with_dependants: withDependants,
      }),
    onSuccess: (saved: TaskMoves, { id }) => {
      // An answer to an earlier move of a task that has been moved again since must not put
      // back the dates it had then: the next arrow key would start from them. The last move's
      // answer (still pending while this runs) brings the dates and the versions.
      if (movesInFlight(queryClient, id) > 1) return;
      const byId = new Map(saved.moved.map((task) => [task.id, task]));
      queryClient.setQueryData<Task[]>(queryKeys.tasks, (tasks) =>
        tasks?.map((task) => byId.get(task.id) ?? task),
      );
    },
    onError: (error) => {
      console.error('Schedule: failed to move a task', error);
      toast.error(taskMessages.move, { id: 'task-move-failed' });
      void queryClient.invalidateQueries({ queryKey: queryKeys.tasks });
    },
  });
  const runs = useMoveRuns();
  const undoMoves = useUndoMoves();
  return useCallback(
    async (task: Task, days: number, options: { withDependants?: boolean } = {}) => {
      if (days === 0) return;
      const withDependants = options.withDependants ?? true;
      const { moved, datesBefore } = await showMove(queryClient, task, days, withDependants);
      const saved = await mutateAsync({ id: task.id, moved, withDependants }).catch(() => null);
      if (!saved) return;
      const run = runs.note(task.id, saved.moved, datesBefore);
      // Only the last answer of a run offers 'Undo': it carries the tasks' latest versions.
      if (movesInFlight(queryClient, task.id) > 0) return;
      toastWithUndo(
        run.origins.size > 1 ? `${formatCount(run.origins.size, 'task')} moved.` : 'Task moved.',
        async () => {
          runs.forget(task.id);
          await undoMoves({ id: task.id, run });
          toast.success('Move undone.', { id: `move-${task.id}` });
        },
        { id: `move-${task.id}` },
      );
    },
    [queryClient, mutateAsync, runs, undoMoves],
  );
}
