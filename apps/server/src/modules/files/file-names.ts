import { fileNameProblem } from '@hrt/shared/domain/file-names';
import { AppError } from '@hrt/shared/errors';

/**
 * Refuses an uploaded file's name before any byte is stored: control and text-direction
 * characters answer 422 `control_characters`, the other problems 400.
 */
export function assertAcceptableFileName(name: string, field: string): void {
  const problem = fileNameProblem(name);
  if (!problem) return;
  const code = problem.reason === 'characters' ? 'control_characters' : 'validation_failed';
  throw new AppError(code, problem.message, { [field]: [problem.message] });
}
