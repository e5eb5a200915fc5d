import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { storedFiles } from '../files/schema.ts';
import { componentDocuments } from './schema.ts';

export interface DocumentWithFile {
  document: typeof componentDocuments.$inferSelect;
  file: typeof storedFiles.$inferSelect;
}

const withFile = { document: componentDocuments, file: storedFiles };

export async function listDocumentRows(
  db: Database,
  componentId?: string,
): Promise<DocumentWithFile[]> {
  return db
    .select(withFile)
    .from(componentDocuments)
    .innerJoin(storedFiles, eq(storedFiles.id, componentDocuments.fileId))
    .where(componentId ? eq(componentDocuments.componentId, componentId) : undefined)
    .orderBy(asc(componentDocuments.createdAt), asc(componentDocuments.id));
}

export async function findDocumentRow(
  db: Database,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<DocumentWithFile | undefined> {
  const query = db
    .select(withFile)
    .from(componentDocuments)
    .innerJoin(storedFiles, eq(storedFiles.id, componentDocuments.fileId))
    .where(eq(componentDocuments.id, id));
  const [row] = options.forUpdate
    ? await query.for('update', { of: componentDocuments })
    : await query;
  return row;
}

export async function insertDocumentRow(
  tx: Database,
  row: typeof componentDocuments.$inferInsert,
): Promise<typeof componentDocuments.$inferSelect> {
  const [created] = await tx.insert(componentDocuments).values(row).returning();
  return created!;
}

export async function deleteDocumentRow(tx: Database, id: string): Promise<void> {
  await tx.delete(componentDocuments).where(eq(componentDocuments.id, id));
}

/** The documents of a component, deleted; returns their file ids for the caller to forget. */
export async function deleteDocumentRowsOfComponent(
  tx: Database,
  componentId: string,
): Promise<string[]> {
  const removed = await tx
    .delete(componentDocuments)
    .where(eq(componentDocuments.componentId, componentId))
    .returning({ fileId: componentDocuments.fileId });
  return removed.map((row) => row.fileId);
}
