import type { ErrorCode } from '@hrt/shared/errors';
import { apiBase } from '@/config/env';
import { errorMessages, parseErrorCode } from '@/lib/error-messages';
import { takeEarlyAnswer } from './early-requests';

/** The kinds of failure the client tells apart; the auth banner words each one. */
export type ApiErrorKind =
  | 'token_expired'
  | 'token_invalid'
  | 'unauthorized'
  | 'network_error'
  | 'server_error';

/** The one error type of the web app's API calls. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly kind: ApiErrorKind,
    readonly retryable: boolean,
    /** The server's code when it is one of the list; anything else reads as undefined. */
    readonly code?: ErrorCode,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * The server's own words for a request it refused (4xx: they say what to change), or '' when
 * the failure was the server's or the network's, whose text means nothing to the user.
 */
export function refusalDetail(error: unknown): string {
  return error instanceof ApiError && error.status < 500 ? error.message : '';
}

/** Kind and retryability by HTTP status: 401, 403, no answer or a gateway's 5xx, the rest. */
function classifyStatus(status: number): { kind: ApiErrorKind; retryable: boolean } {
  if (status === 401) return { kind: 'unauthorized', retryable: false };
  if (status === 403) return { kind: 'token_invalid', retryable: false };
  if (status === 0 || status === 502 || status === 503 || status === 504) {
    return { kind: 'network_error', retryable: true };
  }
  return { kind: 'server_error', retryable: status >= 500 };
}

export interface TokenSource {
  /** The current ID token, if signed in. */
  getToken(): string | null;
  /** Refreshes the ID token once; concurrent callers share one refresh. null = failed. */
  refresh(): Promise<string | null>;
  /** Called for auth failures that end the session (expired, invalid, unauthorized). */
  onAuthFailure(error: ApiError): void;
  /** Told about network and server errors (the auth banner shows them); never signs out. */
  onError?(error: ApiError): void;
}

/** Error codes after which the session is over (a refresh was already tried). */
const sessionEndingCodes: ReadonlySet<ErrorCode | undefined> = new Set<ErrorCode>([
  'unauthenticated',
  'token_expired',
  'token_invalid',
  'user_disabled',
]);

/** Kind by error code first (the server says why), then by status (classifyStatus). */
function classifyError(status: number, code: ErrorCode | undefined) {
  if (code === 'token_expired' || code === 'token_invalid') {
    return { kind: code, retryable: false } as const;
  }
  return classifyStatus(status);
}

let tokenSource: TokenSource = {
  getToken: () => null,
  refresh: async () => null,
  onAuthFailure: () => {},
};

/** The session provider plugs itself in here; the client stays free of React. */
export function setTokenSource(source: TokenSource) {
  tokenSource = source;
}

export type Body = FormData | Record<string, unknown> | unknown[] | undefined;

export interface RequestOptions {
  signal?: AbortSignal;
  /** Skip the refresh-and-retry for calls that are themselves part of signing in. */
  noAuthRetry?: boolean;
  /** 'blob' returns a successful body as a Blob (CSV and other downloads). */
  responseType?: 'json' | 'blob';
  /** Extra request headers (the refresh call's CSRF proof). */
  headers?: Record<string, string>;
  /**
   * For the token refresh itself, which its HttpOnly cookie alone authenticates: no bearer
   * token (so no refresh-and-retry), the cookie sent along, and nothing reported to the token
   * source: the refresher decides whether a failure ends the session.
   */
  cookieAuth?: boolean;
}

export async function request(
  method: string,
  path: string,
  body?: Body,
  options: RequestOptions = {},
  isRetry = false,
): Promise<unknown> {
  const headers: Record<string, string> = { ...options.headers };
  const token = options.cookieAuth ? null : tokenSource.getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  const isForm = body instanceof FormData;
  // Uploads are multipart without a JSON content type; JSON requests carry one.
  if (body !== undefined && !isForm) headers['content-type'] = 'application/json';

  // A first GET that index.html already sent (decision 048); a failed one is sent again.
  const early = method === 'GET' && !isRetry && !options.cookieAuth && apiBase === '';
  const earlyAnswer = early ? takeEarlyAnswer(path, token) : null;
  const send = () =>
    fetch(`${apiBase}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal: options.signal ?? null,
      ...(options.cookieAuth ? { credentials: 'same-origin' as const } : {}),
    });
  let response: Response;
  try {
    response = earlyAnswer ? await earlyAnswer.catch(send) : await send();
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    const networkError = new ApiError(
      'Network error - unable to connect to server',
      0,
      'network_error',
      true,
    );
    if (!options.cookieAuth) tokenSource.onError?.(networkError);
    throw networkError;
  }

  if (
    (response.status === 401 || response.status === 403) &&
    token &&
    !isRetry &&
    !options.noAuthRetry
  ) {
    // A token refreshed meanwhile (by another request or tab) is simply tried; otherwise
    // refresh. The refresh itself may throw a network ApiError: that must not end the session.
    const current = tokenSource.getToken();
    const refreshed = current && current !== token ? current : await tokenSource.refresh();
    if (!refreshed) {
      const error = new ApiError(
        'Authentication failed - please log in again',
        401,
        'token_expired',
        false,
      );
      tokenSource.onAuthFailure(error);
      throw error;
    }
    return request(method, path, body, options, true);
  }

  if (response.ok && options.responseType === 'blob') return await response.blob();
  const text = await response.text();
  if (!response.ok) {
    let detail = text || `HTTP ${response.status}`;
    let code: ErrorCode | undefined;
    let fieldErrors: Record<string, string[]> | undefined;
    const refusal = await readRefusal(text);
    if (refusal) {
      code = parseErrorCode(refusal.code);
      // Without the server's own words, the code's message (never the raw JSON).
      if (refusal.detail) detail = refusal.detail;
      else if (code) detail = errorMessages[code];
      fieldErrors = refusal.errors;
    }
    const { kind, retryable } = classifyError(response.status, code);
    const error = new ApiError(detail, response.status, kind, retryable, code, fieldErrors);
    // A 403 'forbidden' is a role refusal, not a broken session: only these end it.
    const endsSession =
      response.status === 401 || (response.status === 403 && sessionEndingCodes.has(code));
    if (endsSession && token && !options.noAuthRetry) tokenSource.onAuthFailure(error);
    else if ((kind === 'network_error' || response.status >= 500) && !options.cookieAuth) {
      tokenSource.onError?.(error);
    }
    throw error;
  }
  // A response is parsed only when it has a body.
  if (!text) return undefined;
  try {
    // Unknown until the caller's contract says what it is (call-endpoint.ts parses it).
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(
      'Invalid response format from server',
      response.status,
      'server_error',
      false,
    );
  }
}

/** The error an answer gets when its contract refuses its shape (callEndpoint's words too). */
export function invalidAnswerError(): ApiError {
  return new ApiError('Invalid response format from server', 200, 'server_error', false);
}

/**
 * A GET that a first page makes before its contract's schemas have loaded (decision 046), for the paths of contracts/first-paths.ts only (api-calls.test.ts holds it to them).
 * `read` checks the answer as the contract would, by hand or with the schema loaded alongside,
 * and answers null for a shape it refuses: the same error as callEndpoint's then.
 */
export async function getBeforeContracts<T>(
  path: string,
  read: (answer: unknown) => T | null | Promise<T | null>,
): Promise<T> {
  const checked = await read(await request('GET', path));
  if (checked === null) throw invalidAnswerError();
  return checked;
}

/**
 * A raw authorized response for long-lived streams (server-sent events). Like every call it
 * carries the bearer token and, on a 401, refreshes it once and retries.
 */
export async function openAuthorizedStream(
  path: string,
  headers: Record<string, string>,
  signal: AbortSignal,
): Promise<Response> {
  const attempt = (token: string | null) =>
    fetch(`${apiBase}${path}`, {
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      signal,
      // A stream that stays open: it must not compete with the requests a screen draws from
      // (and a page-load audit, which waits for the important ones, would never finish).
      priority: 'low',
    });
  const token = tokenSource.getToken();
  const response = await attempt(token);
  if (response.status !== 401 || !token) return response;
  const current = tokenSource.getToken();
  const refreshed = current && current !== token ? current : await tokenSource.refresh();
  return refreshed ? attempt(refreshed) : response;
}

/**
 * The error body `{detail, code, errors}` of a refusal, or null when it is not one. Its schema
 * (and zod with it) loads with the first refusal, not with a visitor's first page.
 */
async function readRefusal(text: string) {
  const { apiErrorSchema } = await import('@hrt/shared/schemas/errors');
  try {
    const parsed = apiErrorSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    // Not JSON: the body text itself is the message.
    return null;
  }
}

/** The message to show for any error thrown by an API call. */
export function errorMessage(error: unknown, fallback = 'An unexpected error occurred'): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
