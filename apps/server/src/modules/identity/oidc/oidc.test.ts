import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshWith } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { oidcFlow } from '../../../test/oidc-flow.ts';
import {
  signInAtProvider,
  startTestOidcProvider,
  TEST_OIDC_CLIENT,
  type TestOidcProvider,
} from '../../../test/oidc-test-provider.ts';
import { upsertAllowlistEntry } from '../allowlist/allowlist-repository.ts';
import { accounts, oidcStates, refreshTokens } from '../schema.ts';

const PUBLIC_URL = 'http://localhost:8000';
const CALLBACK = `${PUBLIC_URL}/api/identity/oidc/callback`;

let provider: TestOidcProvider;
let t: TestApp;
beforeAll(async () => {
  provider = await startTestOidcProvider(CALLBACK);
  t = await buildTestApp({
    env: {
      PUBLIC_URL,
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: TEST_OIDC_CLIENT.id,
      OIDC_CLIENT_SECRET: TEST_OIDC_CLIENT.secret,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

const { start, callback, fullSignIn } = oidcFlow(() => t, PUBLIC_URL);

describe('federated sign-in against a real OpenID Connect provider', () => {
  it('announces the provider in /api/identity/config', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/identity/config' });
    expect(response.json().oidc).toEqual({ enabled: true, name: '127.0.0.1' });
  });

  it('sends the popup to the provider with PKCE S256, state and nonce kept server-side', async () => {
    const location = new URL(await start());
    expect(location.origin).toBe(provider.issuer);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(location.searchParams.get('scope')).toContain('email');
    const state = location.searchParams.get('state')!;
    const [row] = await t.ctx.database.db
      .select()
      .from(oidcStates)
      .where(eq(oidcStates.state, state));
    expect(row?.nonce).toBe(location.searchParams.get('nonce'));
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60 * 1000);
  });

  it('signs an allowlisted user in: the popup posts working tokens to the app origin', async () => {
    await upsertAllowlistEntry(
      t.ctx.database.db,
      { email: 'fed.user@example.com', role: 'interior_designer', allowed: true },
      null,
    );
    const { result } = await fullSignIn('Fed.User@Example.com');
    expect(result.target).toBe(PUBLIC_URL);
    expect(result.message).toMatchObject({ type: 'hrt-oidc', ok: true, expiresIn: 3600 });
    expect(result.csp).toMatch(/script-src 'nonce-/);

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${result.message.idToken}` },
    });
    expect(me.json()).toEqual({
      email: 'fed.user@example.com',
      displayName: 'Federated Fed.User@Example.com',
      role: 'interior_designer',
      contact_id: null,
    });
    const [account] = await t.ctx.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.email, 'fed.user@example.com'));
    expect(account?.passwordHash).toBeNull();
    // The refresh token is in the popup's HttpOnly cookie, never in what is posted.
    expect(result.message.refreshToken).toBeUndefined();
    expect(result.refreshCookie).toMatch(/^[\w-]{40,}$/);
    const refreshed = await refreshWith(t, result.refreshCookie!);
    expect(refreshed.statusCode).toBe(200);
  });

  it('refuses an e-mail that is not allowlisted with user_disabled, and issues nothing', async () => {
    const before = await t.ctx.database.db.select().from(refreshTokens);
    const { result } = await fullSignIn('stranger@example.com');
    expect(result.message).toMatchObject({ type: 'hrt-oidc', ok: false, code: 'user_disabled' });
    expect(result.message.idToken).toBeUndefined();
    expect(await t.ctx.database.db.select().from(refreshTokens)).toHaveLength(before.length);
  });

  it('reports access_denied when the user cancels at the provider', async () => {
    const authorizationUrl = await start();
    const returned = await signInAtProvider(authorizationUrl, 'x@example.com', {
      callbackPrefix: CALLBACK,
      abort: true,
    });
    expect(returned.searchParams.get('error')).toBe('access_denied');
    expect((await callback(returned)).message).toMatchObject({ ok: false, code: 'access_denied' });
  });

  it('refuses a replayed callback and a made-up state with oidc_failed', async () => {
    await upsertAllowlistEntry(
      t.ctx.database.db,
      { email: 'replay@example.com', role: 'viewer', allowed: true },
      null,
    );
    const { returned, result } = await fullSignIn('replay@example.com');
    expect(result.message.ok).toBe(true);
    expect((await callback(returned)).message).toMatchObject({ ok: false, code: 'oidc_failed' });

    const forged = new URL(returned);
    forged.searchParams.set('state', 'attacker-chosen-state');
    expect((await callback(forged)).message).toMatchObject({ ok: false, code: 'oidc_failed' });
  });

  it('refuses a tampered code (the provider rejects it) with oidc_failed', async () => {
    await upsertAllowlistEntry(
      t.ctx.database.db,
      { email: 'tamper@example.com', role: 'viewer', allowed: true },
      null,
    );
    const authorizationUrl = await start();
    const returned = await signInAtProvider(authorizationUrl, 'tamper@example.com', {
      callbackPrefix: CALLBACK,
    });
    returned.searchParams.set('code', `${returned.searchParams.get('code')}x`);
    expect((await callback(returned)).message).toMatchObject({ ok: false, code: 'oidc_failed' });
  });

  it('never posts tokens to an origin a caller made up', async () => {
    await upsertAllowlistEntry(
      t.ctx.database.db,
      { email: 'origin@example.com', role: 'viewer', allowed: true },
      null,
    );
    const { result } = await fullSignIn('origin@example.com', 'https://evil.example');
    expect(result.target).toBe(PUBLIC_URL);
  });

  it('posts to a loopback origin only when DEV_ORIGINS lists it (decision 020)', async () => {
    await upsertAllowlistEntry(
      t.ctx.database.db,
      { email: 'dev@example.com', role: 'viewer', allowed: true },
      null,
    );
    // NODE_ENV=test, no setting: another program on this machine gets nothing.
    expect((await fullSignIn('dev@example.com', 'http://localhost:5173')).result.target).toBe(
      PUBLIC_URL,
    );
    const dev = await buildTestApp({
      database: t.ctx.database,
      env: {
        PUBLIC_URL,
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: TEST_OIDC_CLIENT.id,
        OIDC_CLIENT_SECRET: TEST_OIDC_CLIENT.secret,
        DEV_ORIGINS: 'http://localhost:5173',
      },
    });
    try {
      const devFlow = oidcFlow(() => dev, PUBLIC_URL);
      const listed = await devFlow.fullSignIn('dev@example.com', 'http://localhost:5173');
      expect(listed.result.target).toBe('http://localhost:5173');
      const unlisted = await devFlow.fullSignIn('dev@example.com', 'http://localhost:5174');
      expect(unlisted.result.target).toBe(PUBLIC_URL);
    } finally {
      await dev.close();
    }
  });
});

describe('without OIDC configuration', () => {
  it('reports federated sign-in as disabled and the popup answers oidc_failed', async () => {
    const plain = await buildTestApp();
    try {
      const config = await plain.app.inject({ method: 'GET', url: '/api/identity/config' });
      expect(config.json().oidc).toEqual({ enabled: false, name: null });
      const popup = await plain.app.inject({ method: 'GET', url: '/api/identity/oidc/start' });
      expect(popup.statusCode).toBe(200);
      expect(popup.body).toContain('"code":"oidc_failed"');
    } finally {
      await plain.close();
    }
  });
});
