import type { Database } from '../../db/client.ts';
import { findComponents } from '../build-components/service.ts';
import {
  findTask,
  findTasks,
  listAllTasks,
  listTaskPage,
  type TaskPageKey,
  type TaskRow,
} from './repository.ts';

/** A task with the name of the component it belongs to (the API's `group`). */
export interface TaskWithComponent {
  task: TaskRow;
  componentName: string;
}

/**
 * Adds each task's component name from build-components, in one read of the distinct
 * components. A task whose component is gone is left out, as a join would (the foreign key's
 * cascade deletes such tasks anyway).
 */
async function withComponentNames(db: Database, rows: TaskRow[]): Promise<TaskWithComponent[]> {
  const ids = [...new Set(rows.map((row) => row.componentId))];
  const components = await findComponents({ tx: db }, ids);
  const names = new Map(components.map((component) => [component.id, component.name]));
  return rows.flatMap((task) => {
    const componentName = names.get(task.componentId);
    return componentName === undefined ? [] : [{ task, componentName }];
  });
}

/** Tasks in the list's order (start, name, id), with their component's name. */
export async function listTaskPageRows(
  db: Database,
  options: { limit: number; after?: TaskPageKey | undefined; contactId?: string | undefined },
): Promise<TaskWithComponent[]> {
  return withComponentNames(db, await listTaskPage(db, options));
}

/** A task with its component's name; `forUpdate` locks the task's row (not the component's). */
export async function findTaskRow(
  db: Database,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<TaskWithComponent | undefined> {
  const row = await findTask(db, id, options);
  return row && (await withComponentNames(db, [row]))[0];
}

/** Tasks by id with their components' names (unknown ids left out); `forUpdate` locks them. */
export async function findTaskRows(
  db: Database,
  ids: readonly string[],
  options: { forUpdate?: boolean } = {},
): Promise<TaskWithComponent[]> {
  if (!ids.length) return [];
  return withComponentNames(db, await findTasks(db, ids, options));
}

/** Every task with its component's name, in the list's order (the planner and the graph). */
export async function listAllTaskRows(db: Database): Promise<TaskWithComponent[]> {
  return withComponentNames(db, await listAllTasks(db));
}
