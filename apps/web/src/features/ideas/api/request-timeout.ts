/** Timeouts on the ideas page: 30 s per request, 15 s for the user settings. */
const REQUEST_TIMEOUT_MESSAGE = 'Request timeout';
export const REQUEST_TIMEOUT_MS = 30_000;
export const SETTINGS_TIMEOUT_MS = 15_000;

/** Runs a call that gives up after `ms`, failing with 'Request timeout'. */
export async function withTimeout<T>(
  ms: number,
  call: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const signal = AbortSignal.timeout(ms);
  try {
    return await call(signal);
  } catch (error) {
    if (signal.aborted) throw new Error(REQUEST_TIMEOUT_MESSAGE);
    throw error;
  }
}
