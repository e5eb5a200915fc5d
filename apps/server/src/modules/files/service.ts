import type { TrashHook } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { type DatabaseDeps, databaseOf } from '../../db/transaction.ts';
import {
  deleteStoredFileRow,
  findStoredFileRows,
  findStoredKeys,
  type StoredFile,
} from './repository.ts';

export type { StoredFile } from './repository.ts';

/**
 * Forgets a stored file's row inside the caller's transaction and returns its storage key, so
 * the caller removes the bytes once the transaction has committed (never before: a rollback
 * would leave a row without its file).
 */
export async function forgetStoredFile(
  deps: { tx: Database },
  fileId: string,
): Promise<string | undefined> {
  const removed = await deleteStoredFileRow(deps.tx, fileId);
  return removed?.storageKey;
}

/** Which of these storage keys a stored file row points at (the start-up sweep asks). */
export async function findStoredFileKeys(deps: DatabaseDeps, keys: string[]): Promise<string[]> {
  return findStoredKeys(databaseOf(deps), keys);
}

/**
 * The stored files of these ids, by id, in one read: what other modules show of the files
 * their rows point at (name, type, size) or serve (storage key). Nulls and repeats are skipped.
 */
export async function findStoredFiles(
  deps: DatabaseDeps,
  fileIds: readonly (string | null)[],
): Promise<Map<string, StoredFile>> {
  const ids = [...new Set(fileIds.filter((id): id is string => id !== null))];
  const rows = await findStoredFileRows(databaseOf(deps), ids);
  return new Map(rows.map((row) => [row.id, row]));
}

/** A stored file in the trash keeps its file in the store until the purge. */
export const storedFileTrashHook: TrashHook = {
  storageKeys: (rows) => rows.map((row) => String(row.storage_key)),
};
