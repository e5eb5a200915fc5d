import type { FileStore, StoredObject } from './file-store.ts';
import { isOwnPartial, isPartial, writerIsGone } from './partial-files.ts';

/**
 * Uploads in flight are written to the store before their row commits. Another instance that
 * starts meanwhile must not take them for orphans, so only files older than this go.
 */
const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;

const BATCH_SIZE = 500;

export interface SweepResult {
  scanned: number;
  /** Temp files of interrupted uploads removed at once (their writer is gone). */
  partialsRemoved: number;
  orphansRemoved: number;
  /** Orphans that could not be removed (a stray name the store refuses, a failing delete). */
  orphansKept: number;
}

export interface SweepOptions {
  /**
   * The store belongs to this process alone (the embedded database's lock covers the data
   * directory), so every temp file another process wrote is a dead upload's.
   */
  exclusive?: boolean;
}

/**
 * Removes stored files that no row points at once they are older than an hour, and the temp
 * files of interrupted uploads at once when their writer is gone (a kill leaves them: they are
 * never referenced, and waiting an hour only keeps disk space). `isReferenced` answers which
 * of a batch of keys rows still know.
 */
export async function sweepOrphanedFiles(
  store: FileStore,
  isReferenced: (keys: string[]) => Promise<Set<string>>,
  now = new Date(),
  options: SweepOptions = {},
): Promise<SweepResult> {
  const cutoff = now.getTime() - ORPHAN_MIN_AGE_MS;
  const result: SweepResult = { scanned: 0, partialsRemoved: 0, orphansRemoved: 0, orphansKept: 0 };
  const remove = async (key: string) => {
    try {
      await store.delete(key);
      return true;
    } catch {
      result.orphansKept++;
      return false;
    }
  };
  let batch: StoredObject[] = [];
  const flush = async () => {
    const known = await isReferenced(batch.map((object) => object.key));
    for (const object of batch) {
      if (!known.has(object.key) && (await remove(object.key))) result.orphansRemoved++;
    }
    batch = [];
  };
  for await (const object of store.list()) {
    result.scanned++;
    // Never this process's own: the sweep runs while the server already takes uploads.
    const deadPartial =
      isPartial(object.key) &&
      !isOwnPartial(object.key) &&
      (options.exclusive || writerIsGone(object.key));
    if (deadPartial) {
      if (await remove(object.key)) result.partialsRemoved++;
      continue;
    }
    if (object.lastModified.getTime() > cutoff) continue;
    batch.push(object);
    if (batch.length >= BATCH_SIZE) await flush();
  }
  if (batch.length) await flush();
  return result;
}
