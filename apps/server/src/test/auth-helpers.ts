import { randomBytes } from 'node:crypto';
import type { Role } from '@hrt/shared/roles';
import type { TokenResponse } from '@hrt/shared/schemas/identity';
import { upsertAllowlistEntry } from '../modules/identity/allowlist/allowlist-repository.ts';
import type { TestApp } from './build-test-app.ts';

/** The password every helper-made account gets; tests may sign in with it again. */
export const TEST_PASSWORD = 'correct horse battery staple';

export interface SignedInUser {
  email: string;
  token: string;
  /** The Authorization header value: `Bearer <idToken>`. */
  authorization: string;
}

/**
 * An allowlisted account with a role, signed in for real through POST /api/identity/sign-in
 * (so the token is a genuine ES256 ID token the access hook verifies).
 */
export async function createSignedInUser(
  t: TestApp,
  options: { role: Role; email?: string; displayName?: string; contactId?: string },
): Promise<SignedInUser> {
  const email = (
    options.email ??
    `${options.role.replaceAll('_', '-')}-${randomBytes(4).toString('hex')}@example.com`
  ).toLowerCase();
  await t.app.identity.createAccount(
    { email, password: TEST_PASSWORD, displayName: options.displayName ?? null },
    null,
  );
  await upsertAllowlistEntry(
    t.ctx.database.db,
    { email, role: options.role, allowed: true, contactId: options.contactId ?? null },
    null,
  );
  const session = await signIn(t, email, TEST_PASSWORD);
  return { email, token: session.idToken, authorization: `Bearer ${session.idToken}` };
}

/** A session as a browser holds it: the body's ID token, and the refresh cookie's value. */
export type TestSession = TokenResponse & { refreshToken: string };

/** Signs in through the real endpoint; fails the test with the server's answer otherwise. */
export async function signIn(t: TestApp, email: string, password: string): Promise<TestSession> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/identity/sign-in',
    payload: { email, password },
  });
  if (response.statusCode !== 200) {
    throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  }
  return { ...response.json(), refreshToken: refreshCookieOf(response) ?? '' };
}

/** The refresh token a response set in its cookie (hrt_refresh), if any. */
export function refreshCookieOf(response: { headers: Record<string, unknown> }) {
  const header = response.headers['set-cookie'];
  const cookies = Array.isArray(header) ? header : header ? [String(header)] : [];
  const match = cookies.map((cookie) => /^hrt_refresh=([^;]*)/.exec(cookie)).find(Boolean);
  return match?.[1] || undefined;
}

/** POST /api/identity/refresh as the web app sends it: the cookie and the CSRF header. */
export function refreshWith(t: TestApp, refreshToken: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/identity/refresh',
    headers: { cookie: `hrt_refresh=${refreshToken}`, 'x-hrt-csrf': '1' },
  });
}
