import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSignedInUser,
  refreshCookieOf,
  refreshWith,
  type SignedInUser,
  TEST_PASSWORD,
} from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';

/**
 * Decision 020: the refresh token lives in an HttpOnly, SameSite=Strict cookie scoped to
 * /api/identity/refresh (Secure over https), never in a response body; a refresh needs the
 * app's CSRF header and, when the browser names one, the app's origin.
 */

const PUBLIC_URL = 'http://app.example.test:8000';
let t: TestApp;
let user: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL, DEV_ORIGINS: 'http://localhost:5173' } });
  user = await createSignedInUser(t, { role: 'viewer' });
});
afterAll(() => t.close());

const signIn = () =>
  t.app.inject({
    method: 'POST',
    url: '/api/identity/sign-in',
    payload: { email: user.email, password: TEST_PASSWORD },
  });

const me = (idToken: string) =>
  t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${idToken}` } });

describe('the refresh-token cookie', () => {
  it('is set by sign-in with HttpOnly, SameSite=Strict, its path and 30 days; no Secure over http', async () => {
    const response = await signIn();
    expect(response.statusCode).toBe(200);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(
      /^hrt_refresh=[\w-]{43}; Path=\/api\/identity\/refresh; Max-Age=2592000; HttpOnly; SameSite=Strict$/,
    );
    expect(Object.keys(response.json()).sort()).toEqual(['expiresIn', 'idToken']);
    expect(response.body).not.toContain(refreshCookieOf(response)!);
  });

  it('is Secure when PUBLIC_URL is https', async () => {
    const secure = await buildTestApp({
      database: t.ctx.database,
      env: { PUBLIC_URL: 'https://reno.example.org' },
    });
    try {
      const response = await secure.app.inject({
        method: 'POST',
        url: '/api/identity/sign-in',
        payload: { email: user.email, password: TEST_PASSWORD },
      });
      expect(String(response.headers['set-cookie'])).toMatch(
        /; HttpOnly; SameSite=Strict; Secure$/,
      );
    } finally {
      await secure.close();
    }
  });

  it('refreshes through the cookie and rotates it; the body never holds the new one', async () => {
    const first = refreshCookieOf(await signIn())!;
    const response = await refreshWith(t, first);
    expect(response.statusCode, response.body).toBe(200);
    const second = refreshCookieOf(response)!;
    expect(second).toMatch(/^[\w-]{43}$/);
    expect(second).not.toBe(first);
    expect(Object.keys(response.json()).sort()).toEqual(['expiresIn', 'idToken']);
    expect((await me(response.json().idToken)).statusCode).toBe(200);
    // Reuse detection still works: the used cookie ends the family, the newest one included.
    const reused = await refreshWith(t, first);
    expect([reused.statusCode, reused.json().code]).toEqual([401, 'refresh_reused']);
    expect(String(reused.headers['set-cookie'])).toMatch(/^hrt_refresh=; .*Max-Age=0/);
    expect((await refreshWith(t, second)).statusCode).toBe(401);
  });

  it('refuses a refresh without the CSRF header or from another origin, and keeps the token', async () => {
    const token = refreshCookieOf(await signIn())!;
    const refresh = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/identity/refresh',
        headers: { cookie: `hrt_refresh=${token}`, ...headers },
      });
    const cases: Array<Record<string, string>> = [
      {},
      { 'x-hrt-csrf': '0' },
      { 'x-hrt-csrf': '1', origin: 'https://evil.example' },
      { 'x-hrt-csrf': '1', origin: 'http://localhost:5174' },
    ];
    for (const headers of cases) {
      const refused = await refresh(headers);
      expect([refused.statusCode, refused.json()], JSON.stringify(headers)).toEqual([
        403,
        { detail: 'This request did not come from the app. Please reload it.', code: 'forbidden' },
      ]);
    }
    // The app's origin and a listed development origin pass, and the token was not used up.
    const fromApp = await refresh({ 'x-hrt-csrf': '1', origin: 'http://app.example.test:8000' });
    expect(fromApp.statusCode, fromApp.body).toBe(200);
    const fromDev = await refreshWith(t, refreshCookieOf(fromApp)!);
    expect(fromDev.statusCode).toBe(200);
    const viaDev = await t.app.inject({
      method: 'POST',
      url: '/api/identity/refresh',
      headers: {
        cookie: `hrt_refresh=${refreshCookieOf(fromDev)}`,
        'x-hrt-csrf': '1',
        origin: 'http://localhost:5173',
      },
    });
    expect(viaDev.statusCode).toBe(200);
  });

  it('answers 401 without a cookie', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/identity/refresh',
      headers: { 'x-hrt-csrf': '1' },
    });
    expect([response.statusCode, response.json().code]).toEqual([401, 'token_invalid']);
  });

  it('sign-out clears the cookie and ends its session', async () => {
    const response = await signIn();
    const token = refreshCookieOf(response)!;
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/identity/sign-out',
      headers: { authorization: `Bearer ${response.json().idToken}` },
      payload: {},
    });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toBe(
      'hrt_refresh=; Path=/api/identity/refresh; Max-Age=0; HttpOnly; SameSite=Strict',
    );
    expect((await refreshWith(t, token)).statusCode).toBe(401);
  });
});
