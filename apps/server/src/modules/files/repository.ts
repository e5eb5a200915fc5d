import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ideas } from '../ideas/schema.ts';
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

export async function deleteStoredFileRow(db: Database, fileId: string) {
  const [row] = await db.delete(storedFiles).where(eq(storedFiles.id, fileId)).returning();
  return row;
}

/** Which of these storage keys a row still points at (for the start-up sweep). */
export async function findReferencedKeys(db: Database, keys: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < keys.length; i += 500) {
    const rows = await db
      .select({ key: storedFiles.storageKey })
      .from(storedFiles)
      .where(inArray(storedFiles.storageKey, keys.slice(i, i + 500)));
    for (const row of rows) found.add(row.key);
    // Ideas keep their own copy of a shop's picture (modules/ideas/picture-copy.ts).
    const pictures = await db
      .select({ key: ideas.imageKey })
      .from(ideas)
      .where(inArray(ideas.imageKey, keys.slice(i, i + 500)));
    for (const row of pictures) if (row.key) found.add(row.key);
  }
  return found;
}
