import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
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

const componentTotalsQuery = preparedPerDatabase((db) =>
  db
    .select({
      component_count: sql<number>`count(${buildComponents.id})::int`,
      budget_total: sql<number>`coalesce(sum(${buildComponents.budget}), 0)`.mapWith(Number),
    })
    .from(buildComponents)
    .prepare('component_totals'),
);

/** How many components there are and their budgets' sum (the project summary's share). */
export async function readComponentTotals(
  db: Database,
): Promise<{ component_count: number; budget_total: number }> {
  const [row] = await componentTotalsQuery(db).execute();
  return row!;
}
