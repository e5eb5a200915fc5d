import { type DependencyProblem, dependencyProblem } from '@hrt/shared/domain/task-graph';
import { AppError } from '@hrt/shared/errors';
import { hasControlCharacters, type pageQuerySchema } from '@hrt/shared/schemas/common';
import type { ActivityAction } from '@hrt/shared/schemas/notifications';
import {
  type Task,
  type TaskStatusId,
  type taskInputSchema,
  taskMessages,
  taskOwners,
} from '@hrt/shared/schemas/schedule';
import { calendarDate } from '@hrt/shared/schemas/timeline';
import type { TrashEntry } from '@hrt/shared/schemas/trash';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { type DatabaseDeps, databaseOf } from '../../db/transaction.ts';
import type { Principal } from '../../http/access.ts';
import { ownContactOf } from '../../http/trade-scope.ts';
import { type ActivityRecord, writeChange, writeFreshUpdate } from '../activity/write-change.ts';
import { findComponent } from '../build-components/service.ts';
import { checkLinkedContact, textOrContact } from '../contacts/linked-contact.ts';
import { findTrashedRows, moveToTrash, type TrashMoveDeps } from '../trash/service.ts';
import { toTask } from './presenter.ts';
import {
  countTaskRows,
  findTaskKeysOfContact,
  insertTaskRow,
  listDependencyIds,
  listGraphRows,
  lockSchedule,
  replaceDependencyRows,
  type TaskPageKey,
  type TaskRow,
  updateTaskRow,
} from './repository.ts';
import {
  findTaskRow,
  listAllTaskRows,
  listTaskPageRows,
  type TaskWithComponent,
} from './task-components.ts';

export type TaskFields = z.output<typeof taskInputSchema>;

/** What the schedule's services use of the app context. */
export type ScheduleDeps = Pick<AppContext, 'database' | 'trashHooks'>;

/** A page of tasks by start, name and id, with their dependencies read in one more query. */
export async function listTasks(
  deps: Pick<ScheduleDeps, 'database'>,
  principal: Principal,
  query: z.output<typeof pageQuerySchema>,
): Promise<{ items: Task[]; next_cursor: string | null; total_count: number }> {
  const { db } = deps.database;
  const after = query.cursor ? decodeTaskCursor(query.cursor) : undefined;
  // A trade reads only its own tasks; others' are busy blocks on its contact's work.
  const contactId = ownContactOf(principal) ?? undefined;
  // One extra row tells whether another page follows.
  const [rows, total] = await Promise.all([
    listTaskPageRows(db, { limit: query.limit + 1, after, contactId }),
    countTaskRows(db, contactId),
  ]);
  const page = rows.slice(0, query.limit);
  const ids = page.map((row) => row.task.id);
  const [dependencies, removed] = await Promise.all([
    listDependencyIds(db, ids),
    // Names of trashed tasks are the household's: a trade sees its own tasks only.
    contactId ? new Map<string, { id: string; name: string }[]>() : removedDependenciesOf(db, ids),
  ]);
  const last = page.at(-1)?.task;
  return {
    items: page.map((row) =>
      toTask(
        row.task,
        row.componentName,
        dependencies.get(row.task.id) ?? [],
        removed.get(row.task.id),
      ),
    ),
    next_cursor:
      rows.length > query.limit && last
        ? encodeTaskCursor({ startAt: last.startAt, name: last.name, id: last.id })
        : null,
    total_count: total,
  };
}

/**
 * The dependencies of these tasks on tasks in the trash, with those tasks' names: the screen
 * shows them as removed rather than silently gone.
 */
async function removedDependenciesOf(
  db: Database,
  taskIds: string[],
): Promise<Map<string, { id: string; name: string }[]>> {
  const wanted = new Set(taskIds);
  const links = (await findTrashedRows({ tx: db }, 'task_dependencies')).filter((link) =>
    wanted.has(String(link.row.task_id)),
  );
  const removed = new Map<string, { id: string; name: string }[]>();
  if (!links.length) return removed;
  const names = new Map(
    (await findTrashedRows({ tx: db }, 'tasks')).map((task) => [
      String(task.row.id),
      String(task.row.name),
    ]),
  );
  for (const { row } of links) {
    const taskId = String(row.task_id);
    const dependsOnId = String(row.depends_on_id);
    const list = removed.get(taskId) ?? [];
    list.push({ id: dependsOnId, name: names.get(dependsOnId) ?? 'A deleted task' });
    removed.set(taskId, list);
  }
  return removed;
}

/** Every task with its dependencies (the planner reads the whole schedule). */
export async function listAllTasks(deps: DatabaseDeps): Promise<Task[]> {
  const db = databaseOf(deps);
  const rows = await listAllTaskRows(db);
  const dependencies = await listDependencyIds(
    db,
    rows.map((row) => row.task.id),
  );
  return rows.map((row) => toTask(row.task, row.componentName, dependencies.get(row.task.id)!));
}

export async function createTask(
  deps: Pick<ScheduleDeps, 'database'>,
  principal: Principal,
  input: TaskFields,
): Promise<Task> {
  return writeChange(deps.database.db, principal.email, (tx) => addTask({ tx }, principal, input));
}

/**
 * Adds a task inside the caller's transaction, with every check the API makes (component,
 * dependencies, loops), and answers the activity to record. The planner creates its tasks
 * through this, in one transaction.
 */
export async function addTask(
  { tx }: { tx: Database },
  principal: Principal,
  input: TaskFields,
): Promise<{ result: Task; activity: ActivityRecord }> {
  await lockSchedule(tx);
  const componentName = await requireComponentName(tx, input.group.id);
  const contact = await checkLinkedContact(tx, input.contact_id);
  const id = crypto.randomUUID();
  await assertDependencies(tx, id, input.dependencies);
  const now = new Date();
  const row = await insertTaskRow(tx, {
    id,
    ...toColumns(input, contact),
    createdAt: now,
    updatedAt: now,
    createdBy: principal.email,
  });
  await replaceDependencyRows(tx, id, input.dependencies);
  return {
    result: toTask(row, componentName, await dependenciesOf(tx, id)),
    activity: taskActivity('created', row),
  };
}

export async function updateTask(
  deps: Pick<ScheduleDeps, 'database'>,
  principal: Principal,
  { id, changes: input }: { id: string; changes: TaskFields },
): Promise<Task> {
  return writeFreshUpdate(deps.database.db, principal.email, {
    ...freshTask(id, input.updated_at),
    write: async (tx, _current, updatedAt) => {
      const componentName = await requireComponentName(tx, input.group.id);
      const contact = await checkLinkedContact(tx, input.contact_id);
      await assertDependencies(tx, id, input.dependencies);
      const row = await updateTaskRow(tx, id, { ...toColumns(input, contact), updatedAt });
      await replaceDependencyRows(tx, id, input.dependencies);
      return {
        result: toTask(row, componentName, await dependenciesOf(tx, id)),
        activity: taskActivity('updated', row),
      };
    },
  });
}

/**
 * The stale-checked update of one task under the schedule lock (an edit, a move): the row
 * locked, or 404; refused with 409 when `seen` is not its version.
 */
export function freshTask(id: string, seen: string | undefined) {
  return {
    lock: async (tx: Database) => {
      await lockSchedule(tx);
      return lockTask(tx, id);
    },
    version: (current: TaskWithComponent) => current.task.updatedAt,
    seen,
    what: 'task',
    row: { table: 'tasks', id },
  };
}

/**
 * These tasks' names and versions (updated_at), each locked for a write; a task no longer there
 * is left out. An executed plan's undo reads them to remove only the unchanged.
 */
export async function lockTaskVersions(
  { tx }: { tx: Database },
  ids: readonly string[],
): Promise<Array<{ id: string; name: string; updatedAt: Date }>> {
  await lockSchedule(tx);
  const found = [];
  for (const id of ids) {
    const current = await findTaskRow(tx, id, { forUpdate: true });
    if (current) {
      found.push({ id, name: current.task.name, updatedAt: current.task.updatedAt });
    }
  }
  return found;
}

/** A task locked for a write, or 404. */
async function lockTask(tx: Database, id: string) {
  const current = await findTaskRow(tx, id, { forUpdate: true });
  if (!current) throw notFound();
  return current;
}

/**
 * Moves a task to the trash with its dependency links (both ways): other tasks show the link
 * as removed until a restore puts it back.
 */
export async function deleteTask(
  deps: ScheduleDeps,
  principal: Principal,
  id: string,
): Promise<TrashEntry> {
  return writeChange(deps.database.db, principal.email, (tx) =>
    trashTask({ tx, trashHooks: deps.trashHooks }, principal, id),
  );
}

/**
 * Moves a task to the trash inside the caller's transaction and answers the activity to record
 * (an executed plan's undo removes its tasks through this, in one transaction).
 */
export async function trashTask(
  deps: TrashMoveDeps,
  principal: Principal,
  id: string,
): Promise<{ result: TrashEntry; activity: ActivityRecord }> {
  const { tx } = deps;
  await lockSchedule(tx);
  const current = await lockTask(tx, id);
  const activity = taskActivity('deleted', current.task);
  const entry = await moveToTrash(deps, principal, {
    resourceType: 'task',
    id,
    name: current.task.name,
    restoreRule: { capability: 'schedule.edit' },
    activity,
  });
  return { result: entry, activity };
}

/** A default owner by id gets its name from the list; anyone else keeps the typed name. */
function resolveOwner(owner: TaskFields['owner']): { id: string; name: string } {
  const known = taskOwners.find((candidate) => candidate.id === owner.id);
  if (known) return { id: known.id, name: known.name };
  return { id: owner.id, name: owner.name || owner.id };
}

/**
 * The stored columns. A contact left out is none on a create and stays on an update (an
 * undefined column is not written); an empty supplier is the contact's label.
 */
function toColumns(input: TaskFields, contact: { label: string } | undefined) {
  const owner = resolveOwner(input.owner);
  return {
    name: input.name,
    startAt: input.startAt,
    endAt: input.endAt,
    statusId: input.status.id satisfies TaskStatusId,
    componentId: input.group.id,
    ownerId: owner.id,
    ownerName: owner.name,
    supplier: textOrContact(input.supplier, contact),
    contactId: input.contact_id,
  };
}

async function requireComponentName(tx: Database, componentId: string): Promise<string> {
  const component = await findComponent({ tx }, componentId);
  if (!component) {
    throw new AppError('unprocessable', taskMessages.componentRequired, {
      group: [taskMessages.componentRequired],
    });
  }
  return component.name;
}

const problemMessages: Record<DependencyProblem, string> = {
  self: taskMessages.selfDependency,
  unknown: taskMessages.unknownDependency,
  cycle: taskMessages.dependencyCycle,
};

async function assertDependencies(tx: Database, id: string, dependencies: readonly string[]) {
  if (!dependencies.length) return;
  const problem = dependencyProblem(id, dependencies, await listGraphRows(tx));
  if (problem) {
    const message = problemMessages[problem];
    throw new AppError('unprocessable', message, { dependencies: [message] });
  }
}

export async function dependenciesOf(tx: Database, id: string): Promise<string[]> {
  return (await listDependencyIds(tx, [id])).get(id) ?? [];
}

export function taskActivity(action: ActivityAction, row: TaskRow): ActivityRecord {
  return { action, resourceType: 'task', resourceName: row.name, resourceId: row.id };
}

export function notFound() {
  return new AppError('not_found', 'No task with this id was found.');
}

/** Cursors are opaque to clients: base64url of the last task's [start, name, id]. */
function encodeTaskCursor(key: TaskPageKey): string {
  return Buffer.from(JSON.stringify([key.startAt, key.name, key.id])).toString('base64url');
}

function decodeTaskCursor(cursor: string): TaskPageKey {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 3 &&
      calendarDate.safeParse(value[0]).success &&
      typeof value[1] === 'string' &&
      !hasControlCharacters(value[1]) &&
      /^[0-9a-f-]{36}$/i.test(String(value[2]))
    ) {
      return { startAt: value[0], name: value[1], id: value[2] };
    }
  } catch {
    // Falls through to the refusal below.
  }
  throw new AppError('validation_failed', 'The page cursor is not valid.');
}

/** The tasks a contact does, with their components (what a trade reads and works on). */
export async function listTaskKeysOfContact(
  deps: DatabaseDeps,
  contactId: string,
): Promise<Array<{ id: string; componentId: string }>> {
  return findTaskKeysOfContact(databaseOf(deps), contactId);
}
