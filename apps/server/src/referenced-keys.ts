import type { Database } from './db/client.ts';
import { findStoredFileKeys } from './modules/files/service.ts';
import { findKeptPictureKeys } from './modules/ideas/service.ts';
import { findTrashedKeys } from './modules/trash/service.ts';

/**
 * Which of these storage keys a row still points at, for the start-up sweep (storage/sweep.ts):
 * stored files, the pictures ideas keep of shop pages, and the files of items in the trash. Each owner answers for its own
 * table; the composition root asks both, so the files module never reads the ideas table.
 */
export async function findReferencedKeys(db: Database, keys: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < keys.length; i += 500) {
    const chunk = keys.slice(i, i + 500);
    for (const key of await findStoredFileKeys({ database: { db } }, chunk)) found.add(key);
    for (const key of await findKeptPictureKeys({ database: { db } }, chunk)) found.add(key);
    // Files of deleted items stay until the trash is purged.
    for (const key of await findTrashedKeys({ database: { db } }, chunk)) found.add(key);
  }
  return found;
}
