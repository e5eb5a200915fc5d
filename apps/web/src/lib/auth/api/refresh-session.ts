import { sessionsContract } from '@hrt/shared/contracts/identity/sessions';
import { REFRESH_CSRF_HEADER } from '@hrt/shared/schemas/identity';
import { callEndpoint } from '@/lib/call-endpoint';

/**
 * Swaps the refresh-token cookie (HttpOnly: this code never sees it) for a new ID token. The
 * cookie goes along (same origin) and the header is the CSRF proof; no bearer token is sent.
 */
export function refreshSession() {
  return callEndpoint(
    sessionsContract.refresh,
    {},
    { cookieAuth: true, headers: { [REFRESH_CSRF_HEADER]: '1' } },
  );
}
