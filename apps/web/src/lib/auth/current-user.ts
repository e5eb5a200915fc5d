import { ME_PATH } from '@hrt/shared/contracts/first-paths';
import type { Me } from '@hrt/shared/schemas/identity';
import { ApiError, getBeforeContracts } from '@/lib/api-client';
import { readMe } from './read-me';
import type { Session, SessionUser } from './session-context';
import { readIdToken, tokenClaims } from './token-storage';

export type SessionState = Pick<Session, 'status' | 'user' | 'role' | 'contactId'>;
export const signedOut: SessionState = {
  status: 'signed-out',
  user: null,
  role: 'viewer',
  contactId: null,
};

/**
 * GET /api/auth/me, its answer read by hand (read-me.ts): every signed-in page waits for the
 * session, and so none waits for the contracts' code (decision 048).
 */
function fetchCurrentUser(): Promise<Me> {
  return getBeforeContracts(ME_PATH, readMe);
}

// The first /api/auth/me, started by the root route's loader as the app boots (in parallel
// with the first page's code) and taken by the provider's first load.
let earlyUser: Promise<Me> | null = null;
let earlyUserStarted = false;

/** Starts loading the signed-in user once per page load, when a token is stored. */
export function preloadCurrentUser() {
  if (earlyUserStarted || !readIdToken()) return;
  earlyUserStarted = true;
  earlyUser = fetchCurrentUser();
  // Awaited later by readSessionState; until then a failure must not count as unhandled.
  earlyUser.catch(() => {});
}

function takeEarlyUser(): Promise<Me> | null {
  const early = earlyUser;
  earlyUser = null;
  return early;
}

/** The user as far as the ID token tells, for when /api/auth/me cannot be reached. */
function userFromToken(idToken: string): SessionUser | null {
  const claims = tokenClaims(idToken);
  if (typeof claims?.email !== 'string') return null;
  const name = typeof claims.name === 'string' ? claims.name : null;
  return { email: claims.email, displayName: name, role: 'viewer' };
}

/**
 * The session the stored ID token stands for: the user from /api/auth/me, or signed out.
 * null when the session ended meanwhile (the auth-failure path has already handled it).
 */
export async function readSessionState(): Promise<SessionState | null> {
  const idToken = readIdToken();
  if (!idToken) return signedOut;
  try {
    const me = await (takeEarlyUser() ?? fetchCurrentUser());
    return { status: 'signed-in', user: me, role: me.role, contactId: me.contact_id };
  } catch (error) {
    if (!readIdToken()) return null;
    const user = userFromToken(idToken);
    if (!user && !(error instanceof ApiError && error.kind === 'network_error')) return signedOut;
    // The current-user call failed: still signed in, as a viewer (of no contact).
    return {
      status: 'signed-in',
      user: user ?? { email: '', displayName: null, role: 'viewer' },
      role: 'viewer',
      contactId: null,
    };
  }
}
