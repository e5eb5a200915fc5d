import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, TEST_PASSWORD } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { oidcFlow } from '../../../test/oidc-flow.ts';
import {
  startTestOidcProvider,
  TEST_OIDC_CLIENT,
  type TestOidcProvider,
} from '../../../test/oidc-test-provider.ts';
import { upsertAllowlistEntry } from '../allowlist/allowlist-repository.ts';
import { accounts, federatedIdentities, refreshTokens } from '../schema.ts';

/**
 * Which account a federated sign-in lands in: only a provider-verified
 * e-mail counts, identities are keyed on issuer + subject, and a password account is linked
 * only by its signed-in owner, never by a provider that merely claims its e-mail.
 */

const PUBLIC_URL = 'http://localhost:8000';

let provider: TestOidcProvider;
let t: TestApp;
const flow = oidcFlow(() => t, PUBLIC_URL);

beforeAll(async () => {
  provider = await startTestOidcProvider(flow.callbackUrl);
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

const db = () => t.ctx.database.db;
const allow = (email: string) =>
  upsertAllowlistEntry(db(), { email, role: 'viewer', allowed: true }, null);
const accountsWith = (email: string) =>
  db().select().from(accounts).where(eq(accounts.email, email));
const linksOf = (subject: string) =>
  db().select().from(federatedIdentities).where(eq(federatedIdentities.subject, subject));
const me = (idToken: string | undefined) =>
  t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${idToken}` } });

describe('the email_verified claim', () => {
  it('refuses a sign-in whose provider leaves email_verified out, creating nothing', async () => {
    await allow('unstated@example.com');
    provider.setClaims('unstated-sub', {
      email: 'unstated@example.com',
      email_verified: undefined,
    });
    const tokensBefore = await db().select().from(refreshTokens);
    const { result } = await flow.fullSignIn('unstated-sub');
    expect(result.message).toMatchObject({
      ok: false,
      code: 'oidc_failed',
      message: 'The provider did not share a verified e-mail address.',
    });
    expect(result.message.idToken).toBeUndefined();
    expect(await accountsWith('unstated@example.com')).toEqual([]);
    expect(await linksOf('unstated-sub')).toEqual([]);
    expect(await db().select().from(refreshTokens)).toHaveLength(tokensBefore.length);
  });

  it('refuses email_verified false, and a string "true" that is not the boolean', async () => {
    await allow('unverified@example.com');
    for (const claim of [false, 'true']) {
      provider.setClaims('unverified-sub', {
        email: 'unverified@example.com',
        email_verified: claim,
      });
      const { result } = await flow.fullSignIn('unverified-sub');
      expect([claim, result.message.ok, result.message.code]).toEqual([
        claim,
        false,
        'oidc_failed',
      ]);
    }
    expect(await accountsWith('unverified@example.com')).toEqual([]);
  });

  it('accepts email_verified true: a new account, linked by issuer and subject', async () => {
    await allow('verified@example.com');
    provider.setClaims('verified-sub', { email: 'verified@example.com', email_verified: true });
    const { result } = await flow.fullSignIn('verified-sub');
    expect(result.message).toMatchObject({ ok: true });
    expect((await me(result.message.idToken)).json().email).toBe('verified@example.com');
    const [account] = await accountsWith('verified@example.com');
    expect(account?.passwordHash).toBeNull();
    const links = await linksOf('verified-sub');
    expect(links.map(({ issuer, subject, accountId }) => ({ issuer, subject, accountId }))).toEqual(
      [{ issuer: provider.issuer, subject: 'verified-sub', accountId: account!.id }],
    );
  });
});

describe('identities keyed on issuer and subject', () => {
  it('adopts a password-less account made by a federated sign-in before links existed', async () => {
    await allow('early@example.com');
    const [early] = await db()
      .insert(accounts)
      .values({ email: 'early@example.com', passwordHash: null })
      .returning();
    provider.setClaims('early-sub', { email: 'early@example.com' });
    const { result } = await flow.fullSignIn('early-sub');
    expect(result.message.ok).toBe(true);
    expect((await linksOf('early-sub'))[0]?.accountId).toBe(early!.id);
  });

  it('keeps a linked subject in its account when the provider later reports another e-mail', async () => {
    await allow('mover@example.com');
    provider.setClaims('mover-sub', { email: 'mover@example.com' });
    expect((await flow.fullSignIn('mover-sub')).result.message.ok).toBe(true);
    // The provider now says the subject's address changed; the app's account does not follow.
    provider.setClaims('mover-sub', { email: 'someone.else@example.com' });
    const { result } = await flow.fullSignIn('mover-sub');
    expect(result.message.ok).toBe(true);
    expect((await me(result.message.idToken)).json().email).toBe('mover@example.com');
    expect(await accountsWith('someone.else@example.com')).toEqual([]);
  });

  it('refuses another subject that claims the e-mail of an account linked to a subject', async () => {
    await allow('held@example.com');
    provider.setClaims('held-sub', { email: 'held@example.com' });
    expect((await flow.fullSignIn('held-sub')).result.message.ok).toBe(true);
    provider.setClaims('intruder-sub', { email: 'held@example.com' });
    const { result } = await flow.fullSignIn('intruder-sub');
    expect(result.message).toMatchObject({ ok: false, code: 'link_required' });
    expect(result.message.idToken).toBeUndefined();
    expect(await linksOf('intruder-sub')).toEqual([]);
  });
});

describe('an existing password account', () => {
  it('is never taken over: a verified provider e-mail that matches it is refused', async () => {
    const victim = await createSignedInUser(t, { role: 'owner' });
    provider.setClaims('attacker-sub', { email: victim.email, email_verified: true });
    const tokensBefore = await db().select().from(refreshTokens);
    const { result } = await flow.fullSignIn('attacker-sub');
    expect(result.message).toMatchObject({
      ok: false,
      code: 'link_required',
      message:
        'An account with this e-mail already signs in with a password. Sign in with your ' +
        'password first, then link 127.0.0.1 from your account menu.',
    });
    expect(result.message.idToken).toBeUndefined();
    expect(await linksOf('attacker-sub')).toEqual([]);
    expect(await db().select().from(refreshTokens)).toHaveLength(tokensBefore.length);
  });

  it('is linked by its signed-in owner from the account menu, then the provider signs in to it', async () => {
    const user = await createSignedInUser(t, { role: 'project_manager' });
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/identity/oidc/link',
      headers: { authorization: user.authorization },
      payload: { origin: PUBLIC_URL },
    });
    expect(started.statusCode, started.body).toBe(200);
    const authorizationUrl = started.json().url as string;
    expect(new URL(authorizationUrl).origin).toBe(provider.issuer);

    // The provider account may even use another address: the signed-in user vouches for it.
    provider.setClaims('pm-sub', { email: 'pm.at.provider@example.com' });
    const linked = await flow.finishAt(authorizationUrl, 'pm-sub');
    expect(linked.result.message).toMatchObject({ ok: true, linked: true });
    expect(linked.result.message.idToken).toBeUndefined();

    const { result } = await flow.fullSignIn('pm-sub');
    expect(result.message.ok).toBe(true);
    expect((await me(result.message.idToken)).json()).toMatchObject({
      email: user.email,
      role: 'project_manager',
    });
    // The password still works too.
    const password = await t.app.inject({
      method: 'POST',
      url: '/api/identity/sign-in',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(password.statusCode).toBe(200);
  });

  it('refuses to link a subject that already belongs to another account', async () => {
    const user = await createSignedInUser(t, { role: 'viewer' });
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/identity/oidc/link',
      headers: { authorization: user.authorization },
      payload: {},
    });
    // verified-sub was linked to verified@example.com above.
    const { result } = await flow.finishAt(started.json().url, 'verified-sub');
    expect(result.message).toMatchObject({ ok: false, code: 'link_required' });
    const [link] = await linksOf('verified-sub');
    const [owner] = await accountsWith('verified@example.com');
    expect(link?.accountId).toBe(owner!.id);
  });

  it('needs a signed-in user to start a link', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/identity/oidc/link',
      payload: {},
    });
    expect(response.statusCode).toBe(401);
  });
});
