import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';

/**
 * Puts a refusal's per-field messages (`errors` of the API's error body) under the form's
 * fields. Answers whether any landed there; a refusal about nothing the form shows (or no
 * refusal at all: the network, the server) is the dialog's alert to tell.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly FieldPath<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!(error instanceof ApiError) || !error.fieldErrors) return false;
  let shown = false;
  for (const field of fields) {
    const message = error.fieldErrors[field]?.[0];
    if (!message) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}
