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

export interface PutOptions {
  maxBytes?: number;
}

export interface PutResult {
  sizeBytes: number;
  /** Decided by the file's leading bytes (magic numbers), never by its name; undefined if unknown. */
  contentType: string | undefined;
}

export interface DownloadOptions {
  fileName: string;
  contentType: string;
  disposition: 'inline' | 'attachment';
  expiresInSeconds: number;
}

export interface StoredObject {
  key: string;
  lastModified: Date;
}

/** Why the store does not answer: a short reason safe to show publicly, and the full story. */
export class StorageUnavailableError extends Error {
  constructor(
    readonly reason: 'unreachable' | 'bucket_missing' | 'access_denied' | 'not_writable',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'StorageUnavailableError';
  }
}

/** Keys are made by the server (`folder/uuid`); anything else is refused by both adapters. */
const KEY_PATTERN = /^[a-z0-9][a-z0-9-]{0,62}(\/[a-z0-9][a-z0-9.-]{0,127})?$/;

export function assertValidKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.includes('..')) throw new Error(`Invalid storage key ${key}`);
}
