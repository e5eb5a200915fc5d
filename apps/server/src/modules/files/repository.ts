import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { storedFiles } from './schema.ts';

export type StoredFile = typeof storedFiles.$inferSelect;

export async function insertStoredFile(db: Database, row: typeof storedFiles.$inferInsert) {
  const [created] = await db.insert(storedFiles).values(row).returning();
  return created!;
}

export async function findStoredFile(db: Database, fileId: string) {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, fileId));
  return row;
}

export async function findStoredFileRows(db: Database, fileIds: string[]): Promise<StoredFile[]> {
  if (!fileIds.length) return [];
  return db.select().from(storedFiles).where(inArray(storedFiles.id, fileIds));
}

export async function deleteStoredFileRow(db: Database, fileId: string) {
  const [row] = await db.delete(storedFiles).where(eq(storedFiles.id, fileId)).returning();
  return row;
}

/** Which of these storage keys (at most a few hundred) a stored file row holds. */
export async function findStoredKeys(db: Database, keys: string[]): Promise<string[]> {
  const rows = await db
    .select({ key: storedFiles.storageKey })
    .from(storedFiles)
    .where(inArray(storedFiles.storageKey, keys));
  return rows.map((row) => row.key);
}
