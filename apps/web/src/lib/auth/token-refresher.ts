import { ApiError } from '@/lib/api-client';
import { readIdToken, writeTokens } from './token-storage';

export type RefreshOutcome =
  | { ok: true; idToken: string }
  /** `definitive`: the server refused the refresh token; otherwise the network failed. */
  | { ok: false; definitive: boolean };

let pending: Promise<RefreshOutcome> | null = null;

/**
 * Swaps the refresh-token cookie (HttpOnly: this code never sees it) for a new ID token.
 * Concurrent callers share one pending refresh. Refresh tokens
 * rotate and a reused one revokes the whole family, so tabs take a Web Lock and re-read the
 * stored ID token: a tab that waited uses the one another tab already obtained instead of
 * sending a cookie that tab has just replaced.
 */
export function refreshTokens(): Promise<RefreshOutcome> {
  if (!pending) {
    const startedWith = readIdToken();
    pending = withCrossTabLock(() => exchange(startedWith)).finally(() => {
      pending = null;
    });
  }
  return pending;
}

async function exchange(startedWith: string | null): Promise<RefreshOutcome> {
  const current = readIdToken();
  // Signed out (here or in another tab): there is no session to refresh.
  if (!current) return { ok: false, definitive: true };
  if (startedWith && current !== startedWith) return { ok: true, idToken: current };

  try {
    // Loaded on the first refresh, so the contract's schemas stay out of the first page load.
    const { refreshSession } = await import('./api/refresh-session');
    const tokens = await refreshSession();
    if (!tokens.idToken) return { ok: false, definitive: true };
    writeTokens(tokens);
    return { ok: true, idToken: tokens.idToken };
  } catch (error) {
    // 4xx means the refresh token is no good; the network, gateways and 5xx may pass.
    const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
    return { ok: false, definitive: refused };
  }
}

async function withCrossTabLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return work();
  return locks.request('hrt-token-refresh', work);
}
