import type { Database } from '../../db/client.ts';
import { forgetStoredFile } from '../files/service.ts';
import { deleteDocumentRowsOfComponent } from './repository.ts';

/**
 * Deletes a component's documents inside the caller's transaction (the component is being
 * deleted) and returns the storage keys to remove once it has committed.
 */
export async function deleteDocumentsOfComponent(tx: Database, componentId: string) {
  const keys: string[] = [];
  for (const fileId of await deleteDocumentRowsOfComponent(tx, componentId)) {
    const key = await forgetStoredFile(tx, fileId);
    if (key) keys.push(key);
  }
  return keys;
}
