import { and, asc, eq, inArray } from 'drizzle-orm';
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

/** Which of these ids are rooms that exist now (not in the trash): the live parents. */
export async function findRoomIds(db: Database, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: buildComponents.id })
    .from(buildComponents)
    .where(and(inArray(buildComponents.id, ids), eq(buildComponents.type, 'room')));
  return new Set(rows.map((row) => row.id));
}

/** The ids of the design items and services that name this room as theirs. */
export async function findChildIds(db: Database, roomId: string): Promise<string[]> {
  const rows = await db
    .select({ id: buildComponents.id })
    .from(buildComponents)
    .where(eq(buildComponents.parentId, roomId));
  return rows.map((row) => row.id);
}

/** The ids of the services this contact does (what a trade works on, with its tasks' components). */
export async function findServiceIdsOfContact(db: Database, contactId: string): Promise<string[]> {
  const rows = await db
    .select({ id: buildComponents.id })
    .from(buildComponents)
    .where(and(eq(buildComponents.contactId, contactId), eq(buildComponents.type, 'service')));
  return rows.map((row) => row.id);
}
