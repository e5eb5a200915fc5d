import { AppError } from '@hrt/shared/errors';
import { isControlCharacterIssue } from '@hrt/shared/schemas/common';
import type { z } from 'zod';

/**
 * A zod failure of input the route schema could not check itself (multipart fields) as the
 * API's one validation error: `detail` names the first problem, `errors` lists them per field.
 */
export function validationError(error: z.ZodError): AppError {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || '(root)';
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  const [field, messages] = Object.entries(errors)[0] ?? ['(root)', ['The request is not valid.']];
  const code = error.issues.some(isControlCharacterIssue)
    ? 'control_characters'
    : 'validation_failed';
  return new AppError(code, `${field}: ${messages[0]}`, errors);
}
