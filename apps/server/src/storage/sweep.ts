import type { FileStore, StoredObject } from './file-store.ts';

/**
 * Uploads in flight are written to the store before their row commits. Another instance that
 * starts meanwhile must not take them for orphans, so only files older than this go.
 */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;

const BATCH_SIZE = 500;

export interface SweepResult {
  scanned: number;
  orphansRemoved: number;
  /** Orphans that could not be removed (a stray name the store refuses, a failing delete). */
  orphansKept: number;
}

/**
 * Removes stored files that no row points at (and leftovers of interrupted writes) once they
 * are older than an hour. `isReferenced` answers which of a batch of keys rows still know.
 */
export async function sweepOrphanedFiles(
  store: FileStore,
  isReferenced: (keys: string[]) => Promise<Set<string>>,
  now = new Date(),
): Promise<SweepResult> {
  const cutoff = now.getTime() - ORPHAN_MIN_AGE_MS;
  const result: SweepResult = { scanned: 0, orphansRemoved: 0, orphansKept: 0 };
  let batch: StoredObject[] = [];
  const flush = async () => {
    const known = await isReferenced(batch.map((object) => object.key));
    for (const object of batch) {
      if (known.has(object.key)) continue;
      try {
        await store.delete(object.key);
        result.orphansRemoved++;
      } catch {
        result.orphansKept++;
      }
    }
    batch = [];
  };
  for await (const object of store.list()) {
    result.scanned++;
    if (object.lastModified.getTime() > cutoff) continue;
    batch.push(object);
    if (batch.length >= BATCH_SIZE) await flush();
  }
  if (batch.length) await flush();
  return result;
}
