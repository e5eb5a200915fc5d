import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { componentSummaries, expenses } from '../expenses/schema.ts';
import { buildComponents } from './schema.ts';

export type ComponentRow = typeof buildComponents.$inferSelect;

const listComponentsQuery = preparedPerDatabase((db) =>
  db
    .select()
    .from(buildComponents)
    .orderBy(asc(buildComponents.createdAt), asc(buildComponents.id))
    .prepare('list_components'),
);

/** Every component: the overview asks for this on every page load. */
export async function listComponentRows(db: Database): Promise<ComponentRow[]> {
  return listComponentsQuery(db).execute();
}

export async function findComponentRow(
  db: Database,
  id: string,
  options: { lock?: 'update' | 'no key update' } = {},
): Promise<ComponentRow | undefined> {
  const query = db.select().from(buildComponents).where(eq(buildComponents.id, id));
  const [row] = options.lock ? await query.for(options.lock) : await query;
  return row;
}

export async function findComponentRows(db: Database, ids: string[]): Promise<ComponentRow[]> {
  if (!ids.length) return [];
  return db.select().from(buildComponents).where(inArray(buildComponents.id, ids));
}

/** A component and its (empty) summary row: callers pass the transaction they write in. */
export async function insertComponentRow(
  tx: Database,
  row: typeof buildComponents.$inferInsert,
): Promise<ComponentRow> {
  const [created] = await tx.insert(buildComponents).values(row).returning();
  await tx.insert(componentSummaries).values({ componentId: created!.id });
  return created!;
}

export async function updateComponentRow(
  tx: Database,
  id: string,
  values: Partial<typeof buildComponents.$inferInsert>,
): Promise<ComponentRow> {
  const [updated] = await tx
    .update(buildComponents)
    .set(values)
    .where(eq(buildComponents.id, id))
    .returning();
  return updated!;
}

export async function countComponentExpenses(tx: Database, componentId: string): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(expenses)
    .where(eq(expenses.componentId, componentId));
  return row?.value ?? 0;
}

/**
 * Locks the component's summary row. Every expense write takes the same lock first, so a
 * delete that has counted no expenses cannot race with an insert into the component.
 */
export async function lockComponentSummary(tx: Database, componentId: string): Promise<void> {
  await tx
    .select({ id: componentSummaries.componentId })
    .from(componentSummaries)
    .where(eq(componentSummaries.componentId, componentId))
    .for('update');
}

export async function deleteComponentRow(tx: Database, componentId: string): Promise<void> {
  await tx.delete(buildComponents).where(eq(buildComponents.id, componentId));
}
