import { AppError } from '@hrt/shared/errors';

/**
 * Optimistic concurrency (docs/domain.md#conventions): an update carries the updated_at its client
 * saw; when the row has moved on since, the update is refused instead of silently lost.
 * Compared in milliseconds, the precision the API exchanges.
 */
export function assertFresh(current: Date, seen: string | undefined, what: string): void {
  if (seen === undefined) return;
  if (new Date(seen).getTime() !== current.getTime()) {
    throw new AppError(
      'stale_update',
      `This ${what} was changed by someone else since you opened it. Reload to see the latest version.`,
    );
  }
}

/** A new updated_at strictly after the old one, so two quick writes never share a version. */
export function nextUpdatedAt(previous: Date): Date {
  return new Date(Math.max(Date.now(), previous.getTime() + 1));
}

/** The SQLSTATE of a database error, looking through the ORM's wrapper. */
export function databaseErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const FOREIGN_KEY_VIOLATION = '23503';
export const UNIQUE_VIOLATION = '23505';
/** A delete that an ON DELETE RESTRICT foreign key forbids. */
export const RESTRICT_VIOLATION = '23001';

/**
 * A write that names a row of another kind that is not there (deleted meanwhile, or never was):
 * 422 on the fields that named it, with the one message every form shows.
 */
export function missingChoiceError(what: string, fields: readonly string[]): AppError {
  const message = `The chosen ${what} does not exist. Reload and choose another.`;
  return new AppError(
    'validation_failed',
    message,
    Object.fromEntries(fields.map((field) => [field, [message]])),
  );
}

/**
 * For an insert whose foreign key names another module's row: the key's violation becomes
 * `missingChoiceError`, anything else is rethrown. `.catch(onMissingChoice('component', ...))`.
 */
export function onMissingChoice(what: string, fields: readonly string[]) {
  return (error: unknown): never => {
    if (databaseErrorCode(error) !== FOREIGN_KEY_VIOLATION) throw error;
    throw missingChoiceError(what, fields);
  };
}
