import fs from 'node:fs';
import path from 'node:path';
import { holdsCluster, syncDirectoryTree } from './pglite-durability.ts';

/**
 * Replacing an embedded database's whole cluster as one step, for a restore. PGlite keeps a
 * cluster in one directory and one process owns it, so the new data is never loaded into the
 * live cluster: it is built beside it, and a rename puts it in place.
 *
 * - `<dir>.restoring`: being built. Never used; removed by the next start or restore.
 * - `<dir>.restored`: complete, checkpointed and synced, not yet in use.
 * - `<dir>.replaced`: the live cluster, moved aside just before the new one takes its name.
 *
 * The rename of `<dir>.restored` to `<dir>` is the commit. Interrupted before it (an error, a
 * signal, a power cut), the next open puts the live cluster back where it was; after it, the
 * next open only clears what the old one left.
 */
export function replacementPaths(dir: string) {
  return {
    restoring: `${dir}.restoring`,
    restored: `${dir}.restored`,
    replaced: `${dir}.replaced`,
  };
}

export type SettledReplacement = 'none' | 'rolled-back' | 'completed';

/**
 * Brings a data directory back to one cluster after a replacement that stopped part-way. Runs
 * under the directory's lock, before the cluster is opened (or made: an open that found no
 * cluster would otherwise start an empty one while the real one waits under another name).
 */
export function settleInterruptedReplacement(dir: string): SettledReplacement {
  const { restoring, restored, replaced } = replacementPaths(dir);
  let settled: SettledReplacement = 'none';
  if (fs.existsSync(replaced)) {
    if (holdsCluster(dir)) {
      settled = 'completed';
    } else {
      // Stopped between the two renames: the live cluster goes back under its own name.
      fs.rmSync(dir, { recursive: true, force: true });
      fs.renameSync(replaced, dir);
      syncParent(dir);
      settled = 'rolled-back';
    }
  } else if (fs.existsSync(restored) || fs.existsSync(restoring)) {
    settled = 'rolled-back';
  }
  for (const leftover of [replaced, restored, restoring, `${restoring}.new`]) {
    fs.rmSync(leftover, { recursive: true, force: true });
  }
  return settled;
}

/**
 * Puts the cluster built at `<dir>.restoring` in place of the live one at `<dir>`. The built
 * cluster must be closed (checkpointed) and the live one closed too, with the lock still held.
 */
export async function swapInRestoredCluster(dir: string): Promise<void> {
  const { restoring, restored, replaced } = replacementPaths(dir);
  await syncDirectoryTree(restoring);
  fs.renameSync(restoring, restored);
  syncParent(dir);
  fs.renameSync(dir, replaced);
  syncParent(dir);
  fs.renameSync(restored, dir);
  syncParent(dir);
  // Committed. What the old cluster left is cleared here, or by the next open if this fails.
  try {
    fs.rmSync(replaced, { recursive: true, force: true });
  } catch {
    // Left for the next open: the new cluster is in place either way.
  }
}

function syncParent(dir: string) {
  const parent = fs.openSync(path.dirname(dir), 'r');
  try {
    fs.fsyncSync(parent);
  } finally {
    fs.closeSync(parent);
  }
}
