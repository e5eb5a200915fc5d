import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { taskDependencies, tasks } from './schema.ts';

export type TaskRow = typeof tasks.$inferSelect;
export type TaskInsert = typeof tasks.$inferInsert;

/** Where a page of the list resumes: after this task in the list's order. */
export interface TaskPageKey {
  startAt: string;
  name: string;
  id: string;
}

/** An arbitrary constant: the advisory lock that serialises dependency changes. */
const SCHEDULE_LOCK_ID = 734_211_016;

/** Tasks in the list's order (start, name, id); with `contactId`, only that contact's. */
export async function listTaskPage(
  db: Database,
  options: { limit: number; after?: TaskPageKey | undefined; contactId?: string | undefined },
): Promise<TaskRow[]> {
  const after = options.after;
  return db
    .select()
    .from(tasks)
    .where(
      and(
        after
          ? sql`(${tasks.startAt}, ${tasks.name}, ${tasks.id}) > (${after.startAt}::date, ${after.name}, ${after.id}::uuid)`
          : undefined,
        options.contactId ? eq(tasks.contactId, options.contactId) : undefined,
      ),
    )
    .orderBy(asc(tasks.startAt), asc(tasks.name), asc(tasks.id))
    .limit(options.limit);
}

export async function countTaskRows(db: Database, contactId?: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(tasks)
    .where(contactId ? eq(tasks.contactId, contactId) : undefined);
  return row!.n;
}

export async function findTask(
  db: Database,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<TaskRow | undefined> {
  const query = db.select().from(tasks).where(eq(tasks.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/** Tasks by id, in id order so concurrent lockers take their row locks in the same order. */
export async function findTasks(
  db: Database,
  ids: readonly string[],
  options: { forUpdate?: boolean } = {},
): Promise<TaskRow[]> {
  const query = db
    .select()
    .from(tasks)
    .where(inArray(tasks.id, [...ids]))
    .orderBy(asc(tasks.id));
  return options.forUpdate ? query.for('update') : query;
}

/**
 * The dependencies of the given tasks in one query, each list in its predecessors' order
 * (start, name, id).
 */
export async function listDependencyIds(
  db: Database,
  taskIds: readonly string[],
): Promise<Map<string, string[]>> {
  const byTask = new Map<string, string[]>(taskIds.map((id) => [id, []]));
  if (!taskIds.length) return byTask;
  const rows = await db
    .select({ taskId: taskDependencies.taskId, dependsOnId: taskDependencies.dependsOnId })
    .from(taskDependencies)
    .innerJoin(tasks, eq(tasks.id, taskDependencies.dependsOnId))
    .where(inArray(taskDependencies.taskId, [...taskIds]))
    .orderBy(asc(tasks.startAt), asc(tasks.name), asc(tasks.id));
  for (const row of rows) byTask.get(row.taskId)?.push(row.dependsOnId);
  return byTask;
}

/** Every task, in the list's order (the planner and the graph). */
export async function listAllTasks(db: Database): Promise<TaskRow[]> {
  return db.select().from(tasks).orderBy(asc(tasks.startAt), asc(tasks.name), asc(tasks.id));
}

/**
 * The whole dependency graph with each task's dates, and nothing else: two small reads. The
 * dates let a move work out its dependants' new ones from the same read.
 */
export async function listGraphRows(
  db: Database,
): Promise<Array<{ id: string; dependencies: string[]; startAt: string; endAt: string }>> {
  const [dated, links] = await Promise.all([
    db.select({ id: tasks.id, startAt: tasks.startAt, endAt: tasks.endAt }).from(tasks),
    db.select().from(taskDependencies),
  ]);
  const byTask = new Map(dated.map((task) => [task.id, { ...task, dependencies: [] as string[] }]));
  for (const link of links) byTask.get(link.taskId)?.dependencies.push(link.dependsOnId);
  return [...byTask.values()];
}

/**
 * Serialises writes that change the dependency graph until the transaction ends, so two
 * concurrent edits cannot each pass the loop check and together make a loop.
 */
export async function lockSchedule(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SCHEDULE_LOCK_ID})`);
}

export async function insertTaskRow(tx: Database, row: TaskInsert): Promise<TaskRow> {
  const [created] = await tx.insert(tasks).values(row).returning();
  return created!;
}

export async function updateTaskRow(
  tx: Database,
  id: string,
  values: Partial<TaskInsert>,
): Promise<TaskRow> {
  const [row] = await tx.update(tasks).set(values).where(eq(tasks.id, id)).returning();
  return row!;
}

export async function replaceDependencyRows(
  tx: Database,
  taskId: string,
  dependsOn: readonly string[],
): Promise<void> {
  await tx.delete(taskDependencies).where(eq(taskDependencies.taskId, taskId));
  if (dependsOn.length) {
    await tx
      .insert(taskDependencies)
      .values(dependsOn.map((dependsOnId) => ({ taskId, dependsOnId })));
  }
}

/** The tasks a contact does, with their components: what a trade reads and works on. */
export async function findTaskKeysOfContact(
  db: Database,
  contactId: string,
): Promise<Array<{ id: string; componentId: string }>> {
  return db
    .select({ id: tasks.id, componentId: tasks.componentId })
    .from(tasks)
    .where(eq(tasks.contactId, contactId));
}
