import { useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { refreshTokens } from './token-refresher';
import { readIdToken, tokenExpiry } from './token-storage';

/** Refresh this long before the ID token expires, so requests rarely meet a 401. */
const REFRESH_MARGIN_MS = 60_000;
const NETWORK_RETRY_MS = 30_000;

/**
 * Refreshes the ID token shortly before it expires while signed in. Timers sleep with the
 * laptop, so a tab that becomes visible again checks at once.
 */
export function useProactiveRefresh(active: boolean, endSession: (error: ApiError) => void) {
  const [round, setRound] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` re-schedules after a refresh.
  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;

    const refreshNow = async () => {
      const outcome = await refreshTokens();
      if (cancelled) return;
      if (outcome.ok) setRound((value) => value + 1);
      else if (outcome.definitive) {
        endSession(
          new ApiError('Authentication failed - please log in again', 401, 'token_expired', false),
        );
      } else timer = setTimeout(refreshNow, NETWORK_RETRY_MS);
    };

    const schedule = () => {
      clearTimeout(timer);
      const token = readIdToken();
      const expiresAt = token ? tokenExpiry(token) : null;
      // An unreadable token is left to the 401 -> refresh path of the API client.
      if (expiresAt === null) return;
      const delay = Math.max(0, expiresAt - Date.now() - REFRESH_MARGIN_MS);
      timer = setTimeout(refreshNow, delay);
    };

    const onVisible = () => {
      if (document.visibilityState === 'visible') schedule();
    };
    schedule();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [active, endSession, round]);
}
