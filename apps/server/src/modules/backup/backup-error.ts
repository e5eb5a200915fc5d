/** Why a backup or restore stopped; the message always says what to do next. */
export type BackupErrorCode =
  | 'truncated'
  | 'damaged'
  | 'newer-schema'
  | 'unknown-schema'
  | 'not-empty'
  | 'file-changed'
  | 'not-found';

export class BackupError extends Error {
  constructor(
    readonly code: BackupErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'BackupError';
  }
}
