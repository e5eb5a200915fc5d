/**
 * Browser storage of the session's ID token, under 'token'; the
 * request-access screen also honours a legacy 'authToken'. The refresh token is not here: it
 * is an HttpOnly cookie no script can read (decision 020). 'refreshToken' is only cleared,
 * so one an older version stored does not linger.
 */
export const storageKeys = {
  idToken: 'token',
  legacyIdToken: 'authToken',
  legacyRefreshToken: 'refreshToken',
} as const;

export interface StoredTokens {
  idToken: string;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be disabled (privacy mode); the session then lives for this page only.
    return null;
  }
}

export function readIdToken(): string | null {
  return storage()?.getItem(storageKeys.idToken) ?? null;
}

/** Whether any stored ID token exists, including the legacy key. */
export function hasStoredToken(): boolean {
  const store = storage();
  return Boolean(store?.getItem(storageKeys.idToken) || store?.getItem(storageKeys.legacyIdToken));
}

export function writeTokens(tokens: StoredTokens): void {
  const store = storage();
  store?.setItem(storageKeys.idToken, tokens.idToken);
  store?.removeItem(storageKeys.legacyRefreshToken);
}

export function clearTokens(): void {
  const store = storage();
  store?.removeItem(storageKeys.idToken);
  store?.removeItem(storageKeys.legacyIdToken);
  store?.removeItem(storageKeys.legacyRefreshToken);
}

/**
 * The claims of a JWT, unverified (the server verifies; the browser only reads the expiry to
 * refresh in time); null when unreadable.
 */
export function tokenClaims(idToken: string): Record<string, unknown> | null {
  const parts = idToken.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    // base64url to base64; atob throws on anything else, JSON.parse on a payload that is not JSON.
    const base64 = parts[1].replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
    const text = new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
    const claims: unknown = JSON.parse(text);
    const isObject = typeof claims === 'object' && claims !== null && !Array.isArray(claims);
    return isObject ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The `exp` claim of a JWT in milliseconds, or null when it cannot be read. */
export function tokenExpiry(idToken: string): number | null {
  const exp = tokenClaims(idToken)?.exp;
  return typeof exp === 'number' ? exp * 1000 : null;
}
