import { ApiError } from '@/lib/api-client';

/** The server's own message when it sent one, else the screen's fallback. */
export function adminErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.code && error.message) return error.message;
  return fallback;
}
