import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, request, setTokenSource } from './api-client';
import { refreshTokens } from './auth/token-refresher';
import { readIdToken, storageKeys, writeTokens } from './auth/token-storage';

/**
 * The client's own refresh logic against a fake fetch: the server is not involved, only the
 * HTTP answers it would give.
 */
type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function bearerOf(init: RequestInit): string | undefined {
  return (init.headers as Record<string, string> | undefined)?.authorization;
}

let calls: { url: string; init: RequestInit }[] = [];
let onAuthFailure: ReturnType<typeof vi.fn<(error: ApiError) => void>>;
let onError: ReturnType<typeof vi.fn<(error: ApiError) => void>>;

function useFetch(handler: Handler) {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return handler(url, init);
  });
}

/** The same wiring as the session provider: the shared refresher behind the TokenSource. */
function plugInRefresher() {
  setTokenSource({
    getToken: readIdToken,
    refresh: async () => {
      const outcome = await refreshTokens();
      if (outcome.ok) return outcome.idToken;
      if (outcome.definitive) return null;
      throw new ApiError('Network error - unable to connect to server', 0, 'network_error', true);
    },
    onAuthFailure,
    onError,
  });
}

beforeEach(() => {
  calls = [];
  localStorage.clear();
  onAuthFailure = vi.fn();
  onError = vi.fn();
  writeTokens({ idToken: 'old-id' });
  plugInRefresher();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const refreshCalls = () => calls.filter((call) => call.url.endsWith('/api/identity/refresh'));
const dataCalls = () => calls.filter((call) => call.url.endsWith('/api/data'));

describe('refresh on 401', () => {
  it('shares one refresh between concurrent 401s and retries each with the new token', async () => {
    let releaseRefresh: () => void = () => {};
    const refreshGate = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    useFetch(async (url, init) => {
      if (url.endsWith('/api/identity/refresh')) {
        await refreshGate;
        return json(200, { idToken: 'new-id', expiresIn: 3600 });
      }
      return bearerOf(init) === 'Bearer new-id'
        ? json(200, { ok: true })
        : json(401, { detail: 'expired', code: 'token_expired' });
    });

    const results = Promise.all([
      request('GET', '/api/data'),
      request('GET', '/api/data'),
      request('GET', '/api/data'),
    ]);
    // Let all three 401s arrive before the one refresh answers.
    await vi.waitFor(() => expect(dataCalls()).toHaveLength(3));
    releaseRefresh();

    await expect(results).resolves.toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(refreshCalls()).toHaveLength(1);
    // No token in the body: the HttpOnly cookie carries it; the header is the CSRF proof.
    expect(refreshCalls()[0]?.init.body).toBeUndefined();
    expect(refreshCalls()[0]?.init.headers).toEqual({ 'x-hrt-csrf': '1' });
    expect(refreshCalls()[0]?.init.credentials).toBe('same-origin');
    expect(dataCalls()).toHaveLength(6);
    expect(readIdToken()).toBe('new-id');
    expect(localStorage.getItem(storageKeys.legacyRefreshToken)).toBeNull();
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('retries at most once and ends the session when the retry is refused too', async () => {
    useFetch((url) =>
      url.endsWith('/api/identity/refresh')
        ? json(200, { idToken: 'new-id', expiresIn: 3600 })
        : json(401, { detail: 'Your token is not valid.', code: 'token_invalid' }),
    );

    const error = await request('GET', '/api/data').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('token_invalid');
    expect(dataCalls()).toHaveLength(2);
    expect(refreshCalls()).toHaveLength(1);
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
  });

  it("fails with 'Authentication failed - please log in again' when the refresh is refused", async () => {
    useFetch((url) =>
      url.endsWith('/api/identity/refresh')
        ? json(401, { detail: 'Refresh token reused.', code: 'refresh_reused' })
        : json(401, { detail: 'expired', code: 'token_expired' }),
    );

    const error = (await request('GET', '/api/data').catch(
      (caught: unknown) => caught,
    )) as ApiError;

    expect(error.message).toBe('Authentication failed - please log in again');
    expect(error.kind).toBe('token_expired');
    expect(dataCalls()).toHaveLength(1);
    expect(onAuthFailure).toHaveBeenCalledWith(error);
  });

  it('does not refresh for a request made without a token', async () => {
    localStorage.clear();
    useFetch(() => json(401, { detail: 'Sign in first.', code: 'unauthenticated' }));

    const error = (await request('GET', '/api/data').catch(
      (caught: unknown) => caught,
    )) as ApiError;

    expect(error.kind).toBe('unauthorized');
    expect(refreshCalls()).toHaveLength(0);
    expect(onAuthFailure).not.toHaveBeenCalled();
  });
});

describe('403 after the retry', () => {
  it('keeps the session for a role refusal (forbidden)', async () => {
    useFetch((url) =>
      url.endsWith('/api/identity/refresh')
        ? json(200, { idToken: 'new-id', expiresIn: 3600 })
        : json(403, { detail: 'Your role may not do this.', code: 'forbidden' }),
    );

    const error = (await request('POST', '/api/data', {}).catch(
      (caught: unknown) => caught,
    )) as ApiError;

    expect(error.status).toBe(403);
    expect(error.message).toBe('Your role may not do this.');
    expect(dataCalls()).toHaveLength(2);
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('ends the session for a revoked user (user_disabled)', async () => {
    useFetch((url) =>
      url.endsWith('/api/identity/refresh')
        ? json(200, { idToken: 'new-id', expiresIn: 3600 })
        : json(403, { detail: 'Access revoked.', code: 'user_disabled' }),
    );

    const error = (await request('GET', '/api/data').catch(
      (caught: unknown) => caught,
    )) as ApiError;

    expect(error.kind).toBe('token_invalid');
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
  });
});

describe('network errors', () => {
  it('do not sign out and are reported as retryable network errors', async () => {
    useFetch(() => {
      throw new TypeError('Failed to fetch');
    });

    const error = (await request('GET', '/api/data').catch(
      (caught: unknown) => caught,
    )) as ApiError;

    expect(error.kind).toBe('network_error');
    expect(error.retryable).toBe(true);
    expect(error.message).toBe('Network error - unable to connect to server');
    expect(onAuthFailure).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledWith(error);
    expect(readIdToken()).toBe('old-id');
  });

  it('during the refresh do not sign out either', async () => {
    useFetch((url) => {
      if (url.endsWith('/api/identity/refresh')) throw new TypeError('Failed to fetch');
      return json(401, { detail: 'expired', code: 'token_expired' });
    });

    const error = (await request('GET', '/api/data').catch(
      (caught: unknown) => caught,
    )) as ApiError;

    expect(error.kind).toBe('network_error');
    expect(onAuthFailure).not.toHaveBeenCalled();
    expect(readIdToken()).toBe('old-id');
  });

  it('classify 503 as a retryable network error, without signing out', async () => {
    useFetch(() => json(503, { detail: 'Database busy.', code: 'database_locked' }));

    const error = (await request('GET', '/api/data').catch(
      (caught: unknown) => caught,
    )) as ApiError;

    expect(error).toMatchObject({ kind: 'network_error', retryable: true, status: 503 });
    expect(onAuthFailure).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledTimes(1);
  });
});

describe('refresh across tabs', () => {
  it('uses tokens another tab already obtained instead of replaying the old refresh token', async () => {
    useFetch(() => json(500, { detail: 'should not be called', code: 'internal_error' }));
    // The other tab holds the Web Lock until it has stored its new tokens.
    let releaseLock: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      releaseLock = resolve;
    });
    Object.defineProperty(navigator, 'locks', {
      configurable: true,
      value: {
        request: async (_name: string, work: () => Promise<unknown>) => {
          await held;
          return work();
        },
      },
    });
    try {
      const pending = refreshTokens();
      writeTokens({ idToken: 'other-tab-id' });
      releaseLock();

      await expect(pending).resolves.toEqual({ ok: true, idToken: 'other-tab-id' });
      expect(refreshCalls()).toHaveLength(0);
    } finally {
      Reflect.deleteProperty(navigator, 'locks');
    }
  });
});
