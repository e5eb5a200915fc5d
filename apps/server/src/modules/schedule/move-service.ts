import { addDays, formatDay } from '@hrt/shared/domain/calendar-days';
import { carryDependants, movedToStart } from '@hrt/shared/domain/task-moves';
import type { WorkingCalendar } from '@hrt/shared/domain/working-days';
import { AppError } from '@hrt/shared/errors';
import type {
  Task,
  TaskMoves,
  taskMoveSchema,
  taskPutBackSchema,
} from '@hrt/shared/schemas/schedule';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { assertFresh, nextUpdatedAt } from '../../db/write-guards.ts';
import type { Principal } from '../../http/access.ts';
import { type ActivityRecord, writeChange, writeFreshUpdate } from '../activity/write-change.ts';
import { readHouseholdCalendar } from '../settings/calendar-service.ts';
import { toTask } from './presenter.ts';
import { listDependencyIds, listGraphRows, lockSchedule, updateTaskRow } from './repository.ts';
import { dependenciesOf, freshTask, notFound, type ScheduleDeps, taskActivity } from './service.ts';
import { findTaskRows, type TaskWithComponent } from './task-components.ts';

/**
 * Moves a task to new dates and, unless told not to, carries its dependants along by the
 * household calendar (docs/domain.md#moves-with-dependants). A move is by working days: the
 * dates must be the task's own shifted by whole working days, its length in working days kept
 * (the web computes them with the same shared rule), else 422 and nothing changes. One
 * transaction; the schedule lock keeps the dependants and their dates from changing underneath.
 * The answer lists the task first, then its dependants.
 */
export async function moveTask(
  deps: Pick<ScheduleDeps, 'database'>,
  principal: Principal,
  { id, move }: { id: string; move: z.output<typeof taskMoveSchema> },
): Promise<TaskMoves> {
  return writeFreshUpdate(deps.database.db, principal.email, {
    ...freshTask(id, move.updated_at),
    write: async (tx, current, updatedAt) => {
      const calendar = await readHouseholdCalendar({ tx });
      assertWorkingDayMove(calendar, current.task, move);
      const row = await updateTaskRow(tx, id, { startAt: move.start, endAt: move.end, updatedAt });
      const carried = move.with_dependants
        ? await shiftDependants(tx, calendar, id, { from: current.task.startAt, to: move.start })
        : { moved: [], activity: [] };
      return {
        result: {
          moved: [
            toTask(row, current.componentName, await dependenciesOf(tx, id)),
            ...carried.moved,
          ],
        },
        activity: [taskActivity('updated', row), ...carried.activity],
      };
    },
  });
}

/**
 * Refuses a move whose dates are not the task's shifted by whole working days with its length
 * in working days kept: a client that counted calendar days (a Tuesday to Thursday task moved
 * two days ending on a Saturday) would otherwise save a move its dependants do not follow.
 */
function assertWorkingDayMove(
  calendar: WorkingCalendar,
  task: { startAt: string; endAt: string },
  move: { start: string; end: string },
) {
  const expected = movedToStart(calendar, task, move.start);
  if (expected.startAt === move.start && expected.endAt === move.end) return;
  const message =
    'A task moves by working days and keeps its length in working days: ' +
    `moved there it would run from ${formatDay(expected.startAt)} ` +
    `to ${formatDay(addDays(expected.endAt, -1))}.`;
  throw new AppError('unprocessable', message, { start: [message] });
}

/** Writes the dates the move of `id` from `start.from` to `start.to` gives its dependants. */
async function shiftDependants(
  tx: Database,
  calendar: WorkingCalendar,
  id: string,
  start: { from: string; to: string },
): Promise<{ moved: Task[]; activity: ActivityRecord[] }> {
  const carried = carryDependants(calendar, await listGraphRows(tx), { id, ...start });
  const rows = await findTaskRows(
    tx,
    carried.map((task) => task.id),
    { forUpdate: true },
  );
  const byId = new Map(rows.map((row) => [row.task.id, row]));
  const dates = carried.flatMap(({ id: dependant, startAt, endAt }) => {
    const row = byId.get(dependant);
    return row ? [{ row, startAt, endAt }] : [];
  });
  return writeDates(tx, dates);
}

/**
 * PATCH /api/tasks/move: puts each task on exactly the dates given, all in one transaction (the
 * undo of a move that carried its dependants). Any task changed since the client saw it refuses
 * the whole put-back.
 */
export async function putBackTasks(
  deps: Pick<ScheduleDeps, 'database'>,
  principal: Principal,
  input: z.output<typeof taskPutBackSchema>,
): Promise<TaskMoves> {
  return writeChange(deps.database.db, principal.email, async (tx) => {
    await lockSchedule(tx);
    const rows = await findTaskRows(
      tx,
      input.tasks.map((task) => task.id),
      { forUpdate: true },
    );
    const byId = new Map(rows.map((row) => [row.task.id, row]));
    const dates = input.tasks.map((task) => {
      const row = byId.get(task.id);
      if (!row) throw notFound();
      assertFresh(row.task.updatedAt, task.updated_at, 'task');
      return { row, startAt: task.start, endAt: task.end };
    });
    const { moved, activity } = await writeDates(tx, dates);
    return { result: { moved }, activity };
  });
}

/** Writes new dates, each with its next version, and says what changed for each task's history. */
async function writeDates(
  tx: Database,
  dates: ReadonlyArray<{ row: TaskWithComponent; startAt: string; endAt: string }>,
): Promise<{ moved: Task[]; activity: ActivityRecord[] }> {
  const written = [];
  for (const { row, startAt, endAt } of dates) {
    const updated = await updateTaskRow(tx, row.task.id, {
      startAt,
      endAt,
      updatedAt: nextUpdatedAt(row.task.updatedAt),
    });
    written.push({ before: row.task, updated, componentName: row.componentName });
  }
  const dependencies = await listDependencyIds(
    tx,
    written.map(({ updated }) => updated.id),
  );
  return {
    moved: written.map(({ updated, componentName }) =>
      toTask(updated, componentName, dependencies.get(updated.id) ?? []),
    ),
    activity: written.map(({ before, updated }) => ({
      ...taskActivity('updated', updated),
      changes: dateChanges(before, updated),
    })),
  };
}

/** The history's before and after of a task's dates, as the row diff of an update names them. */
function dateChanges(
  before: { startAt: string; endAt: string },
  after: { startAt: string; endAt: string },
): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  if (before.startAt !== after.startAt) changes.start_at = [before.startAt, after.startAt];
  if (before.endAt !== after.endAt) changes.end_at = [before.endAt, after.endAt];
  return changes;
}
