import type { TokenResponse } from '@hrt/shared/schemas/auth';
import { apiBase } from '@/config/env';
import { readIdToken, readRefreshToken, writeTokens } from './token-storage';

export type RefreshOutcome =
  | { ok: true; idToken: string }
  /** `definitive`: the server refused the refresh token; otherwise the network failed. */
  | { ok: false; definitive: boolean };

let pending: Promise<RefreshOutcome> | null = null;

/**
 * Exchanges the stored refresh token for new tokens. Concurrent callers share one pending
 * refresh (spec part 1, section 4). Refresh tokens rotate and a reused one revokes the whole
 * family, so tabs take a Web Lock and re-read storage: a tab that waited uses the tokens
 * another tab already obtained instead of replaying the old refresh token.
 */
export function refreshTokens(): Promise<RefreshOutcome> {
  if (!pending) {
    const startedWith = readRefreshToken();
    pending = withCrossTabLock(() => exchange(startedWith)).finally(() => {
      pending = null;
    });
  }
  return pending;
}

async function exchange(startedWith: string | null): Promise<RefreshOutcome> {
  const current = readRefreshToken();
  if (!current) return { ok: false, definitive: true };
  const idToken = readIdToken();
  if (startedWith && current !== startedWith && idToken) return { ok: true, idToken };

  let response: Response;
  try {
    response = await fetch(`${apiBase}/api/identity/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: current }),
    });
  } catch {
    return { ok: false, definitive: false };
  }
  if (!response.ok) {
    // 5xx and gateway errors may pass; 4xx means the refresh token is no good.
    return { ok: false, definitive: response.status < 500 };
  }
  try {
    const tokens = (await response.json()) as TokenResponse;
    if (!tokens.idToken || !tokens.refreshToken) return { ok: false, definitive: true };
    writeTokens(tokens);
    return { ok: true, idToken: tokens.idToken };
  } catch {
    return { ok: false, definitive: false };
  }
}

async function withCrossTabLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return work();
  return locks.request('hrt-token-refresh', work);
}
