import { addDays } from './calendar-days.ts';
import { type DatedNode, dependantsOf } from './task-graph.ts';
import {
  nextWorkingDay,
  previousWorkingDay,
  shiftByWorkingDays,
  type WorkingCalendar,
  workingDaysBetween,
} from './working-days.ts';

/**
 * The working days a drag moves a task starting on `start` when its bar is dropped `columns`
 * calendar days away: as many as lie between the start and the day it was dropped on. Dropped
 * on a day off, it goes on to the next working day in the drag's direction (a Thursday task
 * dragged onto Saturday starts on Monday; a Monday one dragged onto Sunday, on Friday).
 */
export function workingDaysDragged(
  calendar: WorkingCalendar,
  start: string,
  columns: number,
): number {
  if (columns === 0) return 0;
  const dropped = addDays(start, columns);
  const target =
    columns > 0 ? nextWorkingDay(calendar, dropped) : previousWorkingDay(calendar, dropped);
  return workingDaysBetween(calendar, start, target);
}

/**
 * The dates a move of `task` that starts on `start` must have: the task shifted by the working
 * days between its start and `start`, keeping its length in working days
 * (docs/domain.md#working-calendar). The web draws and sends these dates (a drag or an arrow key
 * is a count of working days, `shiftByWorkingDays`); the server refuses a move to any others.
 */
export function movedToStart<T extends { startAt: string; endAt: string }>(
  calendar: WorkingCalendar,
  task: T,
  start: string,
): T {
  return shiftByWorkingDays(calendar, task, workingDaysBetween(calendar, task.startAt, start));
}

/**
 * The dependants a task carries when its start moves from `move.from` to `move.to`
 * (docs/domain.md#moves-with-dependants): every task that depends on it, directly or through
 * others, in the list's order, each shifted by as many working days as the start moved and
 * keeping its length in working days (docs/domain.md#working-calendar). A start that moved no
 * working day carries none. The moved task itself goes exactly where it was put, so it is not
 * in the answer, and its dates in `tasks` are not read: the server passes the list after
 * writing the move, the web before.
 *
 * The server saves these dates and the web draws them before the answer comes back, so both
 * call this one function: a second copy would let the drawn move differ from the saved one.
 */
export function carryDependants<T extends DatedNode>(
  calendar: WorkingCalendar,
  tasks: readonly T[],
  move: { id: string; from: string; to: string },
): T[] {
  const days = workingDaysBetween(calendar, move.from, move.to);
  if (days === 0) return [];
  const carried = new Set(dependantsOf(move.id, tasks));
  return tasks
    .filter((task) => carried.has(task.id))
    .map((task) => shiftByWorkingDays(calendar, task, days));
}
