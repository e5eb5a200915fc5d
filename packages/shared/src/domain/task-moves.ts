import { type DatedNode, dependantsOf } from './task-graph.ts';
import { shiftByWorkingDays, type WorkingCalendar, workingDaysBetween } from './working-days.ts';

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
