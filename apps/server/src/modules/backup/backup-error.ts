/** Why a backup or restore stopped; the message always says what to do next. */
export type BackupErrorCode =
  | 'truncated'
  | 'damaged'
  | 'newer-schema'
  | 'unknown-schema'
  | 'not-empty'
  | 'file-changed'
  | 'not-found'
  /** The archive checked out, but its rows or files could not be put in place. */
  | 'load-failed'
  /** Stopped by a signal (Ctrl-C, SIGTERM) part-way. */
  | 'interrupted'
  /** A dump line longer than any row this app writes. */
  | 'oversized-row';

export class BackupError extends Error {
  constructor(
    readonly code: BackupErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'BackupError';
  }
}
