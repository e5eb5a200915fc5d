// Shared by both adapters and re-exported by file-store.ts; kept apart so that the local adapter
// never pulls in the S3 one (the command line loads it without the S3 SDK, decision 025).

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
