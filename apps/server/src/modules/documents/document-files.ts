import type { Database } from '../../db/client.ts';
import { findStoredFiles, type StoredFile } from '../files/service.ts';
import { type DocumentRow, findDocumentRow, listDocumentRows } from './repository.ts';

/** A document with the stored file it points at (files owns that table: read through it). */
export interface DocumentWithFile {
  document: DocumentRow;
  file: StoredFile;
}

/** Pairs each document with its file in one more read; the foreign key keeps every file there. */
export async function withFiles(
  db: Database,
  documents: DocumentRow[],
): Promise<DocumentWithFile[]> {
  const files = await findStoredFiles(
    { tx: db },
    documents.map((document) => document.fileId),
  );
  return documents.flatMap((document) => {
    const file = files.get(document.fileId);
    return file ? [{ document, file }] : [];
  });
}

/** A component's documents (or every one), oldest first, with their files. */
export async function listDocumentsWithFiles(
  db: Database,
  componentId?: string,
): Promise<DocumentWithFile[]> {
  return withFiles(db, await listDocumentRows(db, componentId));
}

/** A document with its file; `forUpdate` locks the document's row (not the file's). */
export async function findDocumentWithFile(
  db: Database,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<DocumentWithFile | undefined> {
  const row = await findDocumentRow(db, id, options);
  return row && (await withFiles(db, [row]))[0];
}
