import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { componentDocuments } from './schema.ts';

export type DocumentRow = typeof componentDocuments.$inferSelect;

export async function listDocumentRows(db: Database, componentId?: string): Promise<DocumentRow[]> {
  return db
    .select()
    .from(componentDocuments)
    .where(componentId ? eq(componentDocuments.componentId, componentId) : undefined)
    .orderBy(asc(componentDocuments.createdAt), asc(componentDocuments.id));
}

export async function findDocumentRow(
  db: Database,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<DocumentRow | undefined> {
  const query = db.select().from(componentDocuments).where(eq(componentDocuments.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function insertDocumentRow(
  tx: Database,
  row: typeof componentDocuments.$inferInsert,
): Promise<typeof componentDocuments.$inferSelect> {
  const [created] = await tx.insert(componentDocuments).values(row).returning();
  return created!;
}

/** The ids of the documents of these components (a trade's notifications are about these). */
export async function findDocumentIdsOf(
  db: Database,
  componentIds: readonly string[],
): Promise<string[]> {
  if (!componentIds.length) return [];
  const rows = await db
    .select({ id: componentDocuments.id })
    .from(componentDocuments)
    .where(inArray(componentDocuments.componentId, [...componentIds]));
  return rows.map((row) => row.id);
}
