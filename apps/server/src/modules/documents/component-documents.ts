import type { ComponentDocument } from '@hrt/shared/schemas/documents';
import { asc, inArray } from 'drizzle-orm';
import { type DatabaseDeps, databaseOf } from '../../db/transaction.ts';
import { withFiles } from './document-files.ts';
import { toComponentDocument } from './presenter.ts';
import { componentDocuments } from './schema.ts';

/** The documents of these components with their files, oldest first (a contact's page). */
export async function listDocumentsOfComponents(
  deps: DatabaseDeps,
  componentIds: readonly string[],
): Promise<ComponentDocument[]> {
  if (!componentIds.length) return [];
  const db = databaseOf(deps);
  const documents = await db
    .select()
    .from(componentDocuments)
    .where(inArray(componentDocuments.componentId, [...componentIds]))
    .orderBy(asc(componentDocuments.createdAt), asc(componentDocuments.id));
  return (await withFiles(db, documents)).map((pair) => toComponentDocument(pair));
}
