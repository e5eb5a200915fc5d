import { ApiError } from '@/lib/api-client';

/**
 * The server's message when it says something specific (a 4xx), else the caller's fallback.
 * Apart from the component form, so the delete path does not load the form with it.
 */
export function componentErrorMessage(error: unknown, fallback: string): string {
  if (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 401 &&
    error.status !== 403
  ) {
    return error.message;
  }
  return fallback;
}
