import type { Database } from '../../db/client.ts';
import { deleteStoredFileRow } from './repository.ts';

/**
 * Forgets a stored file's row inside the caller's transaction and returns its storage key, so
 * the caller removes the bytes once the transaction has committed (never before: a rollback
 * would leave a row without its file).
 */
export async function forgetStoredFile(tx: Database, fileId: string): Promise<string | undefined> {
  const removed = await deleteStoredFileRow(tx, fileId);
  return removed?.storageKey;
}
