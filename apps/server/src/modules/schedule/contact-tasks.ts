import type { Task } from '@hrt/shared/schemas/schedule';
import { and, asc, eq, isNull, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sameName } from '../../db/same-name.ts';
import { type DatabaseDeps, databaseOf } from '../../db/transaction.ts';
import { findComponents } from '../build-components/service.ts';
import { toTask } from './presenter.ts';
import { listDependencyIds } from './repository.ts';
import { tasks } from './schema.ts';

/** A contact's tasks in the schedule's order (start, name, id), as the schedule shows them. */
export async function listTasksOfContact(deps: DatabaseDeps, contactId: string): Promise<Task[]> {
  const db = databaseOf(deps);
  const rows = await db
    .select()
    .from(tasks)
    .where(eq(tasks.contactId, contactId))
    .orderBy(asc(tasks.startAt), asc(tasks.name), asc(tasks.id));
  const ids = rows.map((row) => row.id);
  const [dependencies, components] = await Promise.all([
    listDependencyIds(db, ids),
    findComponents({ tx: db }, [...new Set(rows.map((row) => row.componentId))]),
  ]);
  const names = new Map(components.map((component) => [component.id, component.name]));
  return rows.map((row) =>
    toTask(row, names.get(row.componentId) ?? '', dependencies.get(row.id) ?? []),
  );
}

/**
 * The days of every task that is not the contact's: their [startAt, endAt) dates only, nothing
 * that says whose or what they are (a trade's busy blocks).
 */
export async function listOtherTaskDays(
  deps: DatabaseDeps,
  contactId: string,
): Promise<{ startAt: string; endAt: string }[]> {
  return databaseOf(deps)
    .select({ startAt: tasks.startAt, endAt: tasks.endAt })
    .from(tasks)
    .where(or(isNull(tasks.contactId), ne(tasks.contactId, contactId)))
    .orderBy(asc(tasks.startAt), asc(tasks.endAt));
}

/**
 * Links the tasks with no contact whose supplier is `name` to the contact, inside the
 * contact's write; their versions stay.
 */
export async function linkTasksNaming(
  tx: Database,
  contactId: string,
  name: string,
): Promise<void> {
  await tx
    .update(tasks)
    .set({ contactId })
    .where(and(isNull(tasks.contactId), sameName(tasks.supplier, name)));
}
