import { daysBetween } from './calendar-days.ts';

/**
 * The schedule's dependency graph, shared by the server (which refuses unknown ids, a task
 * depending on itself and loops) and the web screen (which highlights the critical path).
 *
 * A task's `dependencies` are its predecessors: the task waits for each of them to end.
 * Dates are whole days, YYYY-MM-DD, and a task covers `startAt` up to, not including, `endAt`.
 */

export interface GraphNode {
  id: string;
  dependencies: readonly string[];
}

export interface DatedNode extends GraphNode {
  startAt: string;
  endAt: string;
}

export type DependencyProblem = 'self' | 'unknown' | 'cycle';

/**
 * One loop among the tasks, as the ids on it in dependency order with the first repeated at
 * the end (`[a, b, a]`: a waits for b, which waits for a), or null when there is none.
 * Dependencies on ids that are not in the list are ignored here (see `dependencyProblem`).
 */
export function findCycle(tasks: readonly GraphNode[]): string[] | null {
  const byId = new Map(tasks.map((task) => [task.id, task]));
  // 0 = not seen, 1 = on the current path, 2 = done.
  const state = new Map<string, 0 | 1 | 2>();
  const path: string[] = [];

  for (const root of tasks) {
    if (state.get(root.id)) continue;
    // Iterative depth-first search so a long chain cannot overflow the stack.
    const stack: { id: string; next: number }[] = [{ id: root.id, next: 0 }];
    state.set(root.id, 1);
    path.push(root.id);
    while (stack.length) {
      const frame = stack[stack.length - 1]!;
      const deps = byId.get(frame.id)?.dependencies ?? [];
      if (frame.next >= deps.length) {
        state.set(frame.id, 2);
        path.pop();
        stack.pop();
        continue;
      }
      const dep = deps[frame.next++]!;
      if (!byId.has(dep)) continue;
      const seen = state.get(dep) ?? 0;
      if (seen === 1) return [...path.slice(path.indexOf(dep)), dep];
      if (seen === 0) {
        state.set(dep, 1);
        path.push(dep);
        stack.push({ id: dep, next: 0 });
      }
    }
  }
  return null;
}

/**
 * The ids with every task after all of its predecessors, keeping the given order among tasks
 * that do not depend on each other; null when there is a loop. Unknown ids are ignored.
 */
export function topologicalOrder(tasks: readonly GraphNode[]): string[] | null {
  const known = new Set(tasks.map((task) => task.id));
  const waitingFor = new Map<string, number>();
  const successors = new Map<string, string[]>();
  for (const task of tasks) {
    const deps = [...new Set(task.dependencies)].filter((dep) => known.has(dep));
    waitingFor.set(task.id, deps.length);
    for (const dep of deps) {
      const list = successors.get(dep);
      if (list) list.push(task.id);
      else successors.set(dep, [task.id]);
    }
  }
  // Ready tasks by their position in the given order, earliest first, so the result is
  // stable. A heap keeps this O(n log n): re-sorting a list of thousands of ready tasks at
  // every step made 10,000 tasks take over a second.
  const ready = new MinHeap();
  tasks.forEach((task, index) => {
    if (waitingFor.get(task.id) === 0) ready.push(index);
  });
  const position = new Map(tasks.map((task, index) => [task.id, index]));
  const order: string[] = [];
  while (ready.size > 0) {
    const id = tasks[ready.pop()]!.id;
    order.push(id);
    for (const next of successors.get(id) ?? []) {
      const left = waitingFor.get(next)! - 1;
      waitingFor.set(next, left);
      if (left === 0) ready.push(position.get(next)!);
    }
  }
  return order.length === known.size ? order : null;
}

/**
 * What is wrong with giving task `id` these dependencies among `tasks` (the schedule as it is;
 * the task's own entry, if any, is replaced): 'self', 'unknown' (an id not in the list), 'cycle',
 * or null when they are fine. For a new task pass an id that is not in the list.
 */
export function dependencyProblem(
  id: string,
  dependencies: readonly string[],
  tasks: readonly GraphNode[],
): DependencyProblem | null {
  if (dependencies.includes(id)) return 'self';
  const known = new Set(tasks.map((task) => task.id));
  if (dependencies.some((dep) => !known.has(dep))) return 'unknown';
  const next = [...tasks.filter((task) => task.id !== id), { id, dependencies }];
  return findCycle(next) ? 'cycle' : null;
}

/**
 * The critical path: the ids, first to last, of the dependency chain that spans the most
 * days, from its first task's start to its last task's end. Ties go to the chain with more
 * tasks, then to the one ending later, then to the earlier task in the given order. Empty
 * when there are no tasks or there is a loop; a schedule without dependencies has the
 * longest single task as its path.
 */
export function criticalPath(tasks: readonly DatedNode[]): string[] {
  const order = topologicalOrder(tasks);
  if (!order?.length) return [];
  const byId = new Map(tasks.map((task) => [task.id, task]));
  const position = new Map(tasks.map((task, index) => [task.id, index]));
  // The best chain ending at each task: where it starts, how many tasks, and the previous one.
  const best = new Map<string, { start: string; count: number; previous: string | null }>();
  for (const id of order) {
    const task = byId.get(id)!;
    let chosen = { start: task.startAt, count: 1, previous: null as string | null };
    for (const dep of new Set(task.dependencies)) {
      const before = best.get(dep);
      if (!before) continue;
      const candidate = { start: before.start, count: before.count + 1, previous: dep };
      if (
        candidate.start < chosen.start ||
        (candidate.start === chosen.start && candidate.count > chosen.count)
      ) {
        chosen = candidate;
      }
    }
    best.set(id, chosen);
  }
  let last: string | null = null;
  let lastSpan = Number.NEGATIVE_INFINITY;
  for (const id of order) {
    const task = byId.get(id)!;
    const chain = best.get(id)!;
    const span = daysBetween(chain.start, task.endAt);
    if (last === null) {
      last = id;
      lastSpan = span;
      continue;
    }
    const current = best.get(last)!;
    const currentTask = byId.get(last)!;
    const better =
      span > lastSpan ||
      (span === lastSpan &&
        (chain.count > current.count ||
          (chain.count === current.count &&
            (task.endAt > currentTask.endAt ||
              (task.endAt === currentTask.endAt && position.get(id)! < position.get(last)!)))));
    if (better) {
      last = id;
      lastSpan = span;
    }
  }
  const path: string[] = [];
  for (let id: string | null = last; id; id = best.get(id)!.previous) path.unshift(id);
  return path;
}

/** A binary min-heap of numbers. */
class MinHeap {
  private items: number[] = [];

  get size(): number {
    return this.items.length;
  }

  push(value: number): void {
    const items = this.items;
    items.push(value);
    let index = items.length - 1;
    while (index > 0) {
      const parent = (index - 1) >> 1;
      if (items[parent]! <= value) break;
      items[index] = items[parent]!;
      index = parent;
    }
    items[index] = value;
  }

  pop(): number {
    const items = this.items;
    const top = items[0]!;
    const last = items.pop()!;
    if (items.length > 0) {
      let index = 0;
      for (;;) {
        const left = index * 2 + 1;
        if (left >= items.length) break;
        const right = left + 1;
        const child = right < items.length && items[right]! < items[left]! ? right : left;
        if (items[child]! >= last) break;
        items[index] = items[child]!;
        index = child;
      }
      items[index] = last;
    }
    return top;
  }
}

/**
 * Every task that depends on `id` directly or through others (its dependants), in the given
 * order: the tasks a move carries along. Unknown ids and the task itself are left out.
 */
export function dependantsOf(id: string, tasks: readonly GraphNode[]): string[] {
  const successors = new Map<string, string[]>();
  for (const task of tasks) {
    for (const dep of task.dependencies) {
      const list = successors.get(dep);
      if (list) list.push(task.id);
      else successors.set(dep, [task.id]);
    }
  }
  const found = new Set<string>();
  const queue = [id];
  while (queue.length) {
    for (const next of successors.get(queue.pop()!) ?? []) {
      if (next === id || found.has(next)) continue;
      found.add(next);
      queue.push(next);
    }
  }
  return tasks.map((task) => task.id).filter((taskId) => found.has(taskId));
}
