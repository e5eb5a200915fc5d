import type { Readable } from 'node:stream';

/**
 * Where stored files live: local disk (the embedded default) or an S3-compatible bucket.
 * Features use this interface only, so they never know which one is configured.
 */
export interface FileStore {
  readonly kind: 'local' | 's3';
  /**
   * Writes a file atomically: readers see the whole file under `key` or nothing. Streams are
   * never buffered whole. More than `maxBytes` throws a 413 AppError and leaves nothing behind.
   */
  put(key: string, source: Readable | Buffer, options?: PutOptions): Promise<PutResult>;
  /** The file's bytes; rejects when the key does not exist. */
  open(key: string): Promise<Readable>;
  exists(key: string): Promise<boolean>;
  /** Removes the file; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /**
   * A short-lived URL that serves the bytes with these headers straight from the store, or
   * null when the store has none (local disk: the app's own signed link streams the file).
   */
  signedDownloadUrl(key: string, options: DownloadOptions): Promise<string | null>;
  /** Every stored object under `prefix` (the sweep's input), in no particular order. */
  list(prefix?: string): AsyncIterable<StoredObject>;
  /** Throws a StorageUnavailableError when the store cannot be written (health, start-up). */
  check(): Promise<void>;
}

interface PutOptions {
  maxBytes?: number;
}

interface PutResult {
  sizeBytes: number;
  /** Decided by the file's leading bytes (magic numbers), never by its name; undefined if unknown. */
  contentType: string | undefined;
}

interface DownloadOptions {
  fileName: string;
  contentType: string;
  disposition: 'inline' | 'attachment';
  expiresInSeconds: number;
}

export interface StoredObject {
  key: string;
  lastModified: Date;
}

export { StorageUnavailableError } from './store-basics.ts';
