import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, TEST_PASSWORD } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { upsertAllowlistEntry } from '../allowlist/allowlist-repository.ts';
import { allowlistEntries, loginFailures } from '../schema.ts';
import {
  ADDRESS_DELAY_STEP_MS,
  ADDRESS_FAILURES_BEFORE_DELAY,
  addressDelayMs,
  MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  THROTTLE_WINDOW_SECONDS,
} from './login-throttle.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const signIn = (email: string, password: string, remoteAddress = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/identity/sign-in',
    payload: { email, password },
    remoteAddress,
  });

describe('POST /api/identity/sign-in', () => {
  it('returns an ID token, a refresh token and the lifetime', async () => {
    const user = await createSignedInUser(t, { role: 'build_manager', displayName: 'Bo' });
    const response = await signIn(user.email, TEST_PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.expiresIn).toBe(3600);
    expect(body.idToken.split('.')).toHaveLength(3);
    // The refresh token is only in its HttpOnly cookie (refresh-cookie.test.ts).
    expect(Object.keys(body).sort()).toEqual(['expiresIn', 'idToken']);

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${body.idToken}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      email: user.email,
      displayName: 'Bo',
      role: 'build_manager',
      contact_id: null,
    });
  });

  it('answers an unknown e-mail and a wrong password alike, in similar time', async () => {
    const user = await createSignedInUser(t, { role: 'viewer' });
    const started = performance.now();
    const wrong = await signIn(user.email, 'not the password', '10.0.0.2');
    const wrongMs = performance.now() - started;
    const startedUnknown = performance.now();
    const unknown = await signIn('nobody-here@example.com', 'not the password', '10.0.0.2');
    const unknownMs = performance.now() - startedUnknown;
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().code).toBe('invalid_credential');
    // Both run one argon2 verification; without the dummy hash the unknown one takes ~0 ms.
    expect(unknownMs).toBeGreaterThan(wrongMs / 4);
  });

  it('refuses a correct password when the allowlist entry is revoked or missing', async () => {
    const revoked = await createSignedInUser(t, { role: 'project_manager' });
    await upsertAllowlistEntry(
      t.ctx.database.db,
      { email: revoked.email, role: 'project_manager', allowed: false },
      null,
    );
    const missing = await createSignedInUser(t, { role: 'project_manager' });
    await t.ctx.database.db
      .delete(allowlistEntries)
      .where(eq(allowlistEntries.email, missing.email));
    for (const user of [revoked, missing]) {
      const response = await signIn(user.email, TEST_PASSWORD, '10.0.0.3');
      expect([user.email, response.statusCode, response.json().code]).toEqual([
        user.email,
        403,
        'user_disabled',
      ]);
    }
  });

  it('refuses CRLF and 10 kB e-mails cleanly', async () => {
    for (const [email, status, code] of [
      ['a@example.com\r\nBcc: x@example.com', 422, 'control_characters'],
      [`${'a'.repeat(10_000)}@example.com`, 400, 'validation_failed'],
    ] as const) {
      const response = await signIn(email, 'whatever-password', '10.0.0.4');
      expect([response.statusCode, response.json().code]).toEqual([status, code]);
    }
  });
});

describe('sign-in throttling', () => {
  it('answers 429 with Retry-After after 5 failures for one e-mail from one address', async () => {
    const user = await createSignedInUser(t, { role: 'viewer' });
    for (let attempt = 0; attempt < MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS; attempt++) {
      expect((await signIn(user.email, 'wrong password', '10.1.0.1')).statusCode).toBe(401);
    }
    // Even the right password waits now, from that address.
    const throttled = await signIn(user.email, TEST_PASSWORD, '10.1.0.1');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().code).toBe('rate_limited');
    const retryAfter = Number(throttled.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(THROTTLE_WINDOW_SECONDS - 60);
    expect(retryAfter).toBeLessThanOrEqual(THROTTLE_WINDOW_SECONDS);

    // The same account from another address is not locked out.
    expect((await signIn(user.email, TEST_PASSWORD, '10.1.0.2')).statusCode).toBe(200);
  });

  it('counts attempts before the password check: 40 parallel wrong passwords run at most 5 checks', async () => {
    const user = await createSignedInUser(t, { role: 'viewer' });
    const responses = await Promise.all(
      Array.from({ length: 40 }, () => signIn(user.email, 'wrong password', '10.4.0.1')),
    );
    const statuses = responses.map((response) => response.statusCode);
    // A 401 is an answer from a password check; a 429 was refused before any check ran.
    expect(statuses.filter((status) => status === 401)).toHaveLength(
      MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS,
    );
    expect(statuses.filter((status) => status === 429)).toHaveLength(35);
    // And the right password from that address now waits too.
    expect((await signIn(user.email, TEST_PASSWORD, '10.4.0.1')).statusCode).toBe(429);
  });

  it('after 20 failures from one address across e-mails, slows other accounts down but lets them in', async () => {
    const user = await createSignedInUser(t, { role: 'viewer' });
    for (let attempt = 0; attempt < ADDRESS_FAILURES_BEFORE_DELAY; attempt++) {
      const response = await signIn(`guess-${attempt}@example.com`, 'wrong password', '10.2.0.1');
      expect(response.statusCode).toBe(401);
    }
    // Behind a shared proxy everyone has this address: the innocent user is slowed, not refused.
    const started = performance.now();
    const innocent = await signIn(user.email, TEST_PASSWORD, '10.2.0.1');
    const elapsedMs = performance.now() - started;
    expect(innocent.statusCode).toBe(200);
    expect(elapsedMs).toBeGreaterThanOrEqual(ADDRESS_DELAY_STEP_MS);
    // From another address there is no delay at all.
    const elsewhere = performance.now();
    expect((await signIn(user.email, TEST_PASSWORD, '10.2.0.2')).statusCode).toBe(200);
    expect(performance.now() - elsewhere).toBeLessThan(ADDRESS_DELAY_STEP_MS);
  });

  it('grows the per-address delay with each further failure, up to a bound', () => {
    expect(addressDelayMs(0)).toBe(0);
    expect(addressDelayMs(19)).toBe(0);
    expect(addressDelayMs(20)).toBe(500);
    expect(addressDelayMs(21)).toBe(1000);
    expect(addressDelayMs(25)).toBe(3000);
    expect(addressDelayMs(1000)).toBe(10_000);
  });

  it('starts counting afresh once the window is over', async () => {
    const user = await createSignedInUser(t, { role: 'viewer' });
    for (let attempt = 0; attempt < MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS; attempt++) {
      await signIn(user.email, 'wrong password', '10.3.0.1');
    }
    expect((await signIn(user.email, TEST_PASSWORD, '10.3.0.1')).statusCode).toBe(429);
    // Age the window past its end instead of waiting 15 minutes.
    const past = new Date(Date.now() - (THROTTLE_WINDOW_SECONDS + 1) * 1000);
    await t.ctx.database.db.update(loginFailures).set({ windowStartedAt: past });
    expect((await signIn(user.email, TEST_PASSWORD, '10.3.0.1')).statusCode).toBe(200);
  });
});

describe('the client address behind reverse proxies (TRUST_PROXY)', () => {
  const attempt = (app: TestApp, forwardedFor: string, password: string, email: string) =>
    app.app.inject({
      method: 'POST',
      url: '/api/identity/sign-in',
      payload: { email, password },
      remoteAddress: '10.8.0.1',
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('with TRUST_PROXY=1 throttles each forwarded client on its own', async () => {
    const proxied = await buildTestApp({ env: { TRUST_PROXY: '1' } });
    try {
      const user = await createSignedInUser(proxied, { role: 'viewer' });
      for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS; i++) {
        await attempt(proxied, '203.0.113.5', 'wrong password', user.email);
      }
      expect((await attempt(proxied, '203.0.113.5', TEST_PASSWORD, user.email)).statusCode).toBe(
        429,
      );
      expect((await attempt(proxied, '203.0.113.6', TEST_PASSWORD, user.email)).statusCode).toBe(
        200,
      );
    } finally {
      await proxied.close();
    }
  });

  it('with the default TRUST_PROXY=0 ignores X-Forwarded-For (a client cannot pick its address)', async () => {
    const user = await createSignedInUser(t, { role: 'viewer' });
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS; i++) {
      await attempt(t, `198.51.100.${i}`, 'wrong password', user.email);
    }
    expect((await attempt(t, '198.51.100.99', TEST_PASSWORD, user.email)).statusCode).toBe(429);
  });
});
