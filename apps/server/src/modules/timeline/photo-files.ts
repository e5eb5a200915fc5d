import type { Database } from '../../db/client.ts';
import { findStoredFiles } from '../files/service.ts';
import { findPhotoFileId } from './repository.ts';

/** A photo's storage key and size for one of its two files, for the public photo route. */
export async function findPhotoFile(
  db: Database,
  photoId: string,
  variant: 'full' | 'thumbnail',
): Promise<{ storageKey: string; sizeBytes: number } | undefined> {
  const fileId = await findPhotoFileId(db, photoId, variant);
  if (!fileId) return undefined;
  const file = (await findStoredFiles({ tx: db }, [fileId])).get(fileId);
  return file && { storageKey: file.storageKey, sizeBytes: file.sizeBytes };
}
