import path from 'node:path';
import type { FileStore } from './file-store.ts';
import { createLocalFileStore } from './local-file-store.ts';
import type { S3Settings } from './s3-file-store.ts';

/**
 * The two settings the choice needs, as plain values: storage does not know the configuration
 * (config.ts builds S3Settings, so a Config import here would close a cycle). A Config fits.
 */
export interface FileStoreSettings {
  /** Set when STORAGE=s3. */
  s3: S3Settings | undefined;
  /** DATA_DIR, absolute: local files go to its `files` folder. */
  dataDir: string;
}

/**
 * Picks the adapter the configuration names (STORAGE=local|s3), for the server and the
 * commands alike. The S3 SDK (about 20 MB resident, decision 043) is loaded only when
 * STORAGE=s3. It lives apart from file-store.ts, which both adapters import, so no adapter
 * imports its own factory.
 */
export async function openFileStore(settings: FileStoreSettings): Promise<FileStore> {
  if (settings.s3) {
    const { createS3FileStore } = await import('./s3-file-store.ts');
    return createS3FileStore(settings.s3);
  }
  return createLocalFileStore(path.join(settings.dataDir, 'files'));
}
