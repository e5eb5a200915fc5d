import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures } from '../../db/schema/identity.ts';
import { createSignedInUser, TEST_PASSWORD } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { upsertAllowlistEntry } from './accounts-repository.ts';
import {
  MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  MAX_FAILURES_PER_ADDRESS,
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
    expect(body.refreshToken.length).toBeGreaterThan(30);

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${body.idToken}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ email: user.email, displayName: 'Bo', role: 'build_manager' });
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
    expect(wrong.json().code).toBe('invalid-credential');
    // Both run one argon2 verification; without the dummy hash the unknown one takes ~0 ms.
    expect(unknownMs).toBeGreaterThan(wrongMs / 4);
  });

  it('refuses a correct password when the allowlist entry is revoked or missing', async () => {
    const user = await createSignedInUser(t, { role: 'project_manager' });
    await upsertAllowlistEntry(
      t.ctx.database.db,
      { email: user.email, role: 'project_manager', allowed: false },
      null,
    );
    const response = await signIn(user.email, TEST_PASSWORD, '10.0.0.3');
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('user-disabled');
  });

  it('refuses CRLF and 10 kB e-mails cleanly', async () => {
    for (const email of [
      'a@example.com\r\nBcc: x@example.com',
      `${'a'.repeat(10_000)}@example.com`,
    ]) {
      const response = await signIn(email, 'whatever-password', '10.0.0.4');
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('validation_failed');
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
    expect(throttled.json().code).toBe('too-many-requests');
    const retryAfter = Number(throttled.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(THROTTLE_WINDOW_SECONDS - 60);
    expect(retryAfter).toBeLessThanOrEqual(THROTTLE_WINDOW_SECONDS);

    // The same account from another address is not locked out.
    expect((await signIn(user.email, TEST_PASSWORD, '10.1.0.2')).statusCode).toBe(200);
  });

  it('answers 429 after 20 failures from one address across e-mails, and lets others in', async () => {
    const user = await createSignedInUser(t, { role: 'viewer' });
    for (let attempt = 0; attempt < MAX_FAILURES_PER_ADDRESS; attempt++) {
      const response = await signIn(`guess-${attempt}@example.com`, 'wrong password', '10.2.0.1');
      expect(response.statusCode).toBe(401);
    }
    const throttled = await signIn(user.email, TEST_PASSWORD, '10.2.0.1');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBeDefined();
    expect((await signIn(user.email, TEST_PASSWORD, '10.2.0.2')).statusCode).toBe(200);
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
