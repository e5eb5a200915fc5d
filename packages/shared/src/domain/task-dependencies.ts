import { DONE_STATUS_ID, scheduleConstants, type Task } from '../schemas/schedule.ts';

/**
 * How tasks wait for each other: each task's dependency state, the
 * state of each dependency line, the checklist's summary, and what a move breaks.
 */

export type DependencyState = 'none' | 'ready' | 'blocked' | 'error';

type TaskLike = Pick<Task, 'id' | 'startAt' | 'endAt' | 'dependencies'> & {
  status: { id: number };
};

const isDone = (task: { status: { id: number } }) => task.status.id === DONE_STATUS_ID;

/**
 * Spec section 4: none without dependencies; error when one is not found; blocked when one is
 * not Done and its end overlaps or is later than this task's start (ends are exclusive, so a
 * predecessor ending on the day this task starts does not block it); otherwise ready.
 */
export function dependencyState(
  task: Pick<TaskLike, 'startAt' | 'dependencies'>,
  tasksById: ReadonlyMap<string, TaskLike>,
): DependencyState {
  if (task.dependencies.length === 0) return 'none';
  let blocked = false;
  for (const id of task.dependencies) {
    const predecessor = tasksById.get(id);
    if (!predecessor) return 'error';
    if (!isDone(predecessor) && predecessor.endAt > task.startAt) blocked = true;
  }
  return blocked ? 'blocked' : 'ready';
}

export type DependencyLineState = 'completed' | 'blocking' | 'normal';

/** Spec section 4: completed when the predecessor is Done; blocking when it still overlaps. */
export function dependencyLineState(
  predecessor: Pick<TaskLike, 'endAt' | 'status'>,
  successor: Pick<TaskLike, 'startAt'>,
): DependencyLineState {
  if (isDone(predecessor)) return 'completed';
  if (successor.startAt < predecessor.endAt) return 'blocking';
  return 'normal';
}

/**
 * Whether a dependency line is left out. Taken literally, "dropped when the
 * predecessor ends after the successor starts" would hide every blocking line, the one a
 * person most needs to see; so that rule drops only finished overlaps (a completed predecessor
 * that ran into its successor is history, not a warning). Lines whose ends are farther apart
 * than 80 % of the visible width are always dropped: they would cross the whole view.
 */
export function isLineDropped(
  state: DependencyLineState,
  predecessorEnd: string,
  successorStart: string,
  distancePx: number,
  visibleWidthPx: number,
): boolean {
  if (Math.abs(distancePx) > scheduleConstants.lineMaxShareOfView * visibleWidthPx) return true;
  return state === 'completed' && predecessorEnd > successorStart;
}

/** Summary under the dependency checklist, e.g. '2 selected · 1 blocked'. */
export function dependencySummary(
  selected: readonly string[],
  task: Pick<TaskLike, 'startAt'>,
  tasksById: ReadonlyMap<string, TaskLike>,
): string {
  if (selected.length === 0) return 'No dependencies';
  let blocked = 0;
  let done = 0;
  let missing = 0;
  for (const id of selected) {
    const predecessor = tasksById.get(id);
    if (!predecessor) missing += 1;
    else if (isDone(predecessor)) done += 1;
    else if (predecessor.endAt > task.startAt) blocked += 1;
  }
  const parts = [`${selected.length} selected`];
  if (blocked) parts.push(`${blocked} blocked`);
  if (done) parts.push(`${done} done`);
  if (missing) parts.push(`${missing} missing`);
  return parts.join(' · ');
}

/**
 * The dependencies a task's new dates break (the warning after a move): predecessors not Done
 * that now end after it starts, and successors not Done that now start before it ends.
 */
export function brokenDependencies<T extends TaskLike & { name: string }>(
  moved: T,
  tasks: readonly T[],
): { predecessors: T[]; successors: T[] } {
  const byId = new Map(tasks.map((task) => [task.id, task]));
  const predecessors = moved.dependencies
    .map((id) => byId.get(id))
    .filter((task): task is T => Boolean(task) && !isDone(task!) && task!.endAt > moved.startAt);
  const successors = isDone(moved)
    ? []
    : tasks.filter((task) => task.dependencies.includes(moved.id) && task.startAt < moved.endAt);
  return { predecessors, successors };
}
