import { type CryptoKey, exportSPKI, importJWK, type JWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSignedInUser,
  refreshCookieOf,
  refreshWith,
  signIn,
  TEST_PASSWORD,
} from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { signingKeys } from '../schema.ts';
import { ID_TOKEN_AUDIENCE } from './id-tokens.ts';

let t: TestApp;
let user: Awaited<ReturnType<typeof createSignedInUser>>;
beforeAll(async () => {
  t = await buildTestApp();
  user = await createSignedInUser(t, { role: 'owner', displayName: 'Olive' });
});
afterAll(() => t.close());

const me = (token: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: { authorization: `Bearer ${token}` },
  });

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString());

async function realKey() {
  const [row] = await t.ctx.database.db.select().from(signingKeys);
  const privateJwk = row!.privateJwk as JWK;
  return {
    kid: row!.kid,
    privateKey: (await importJWK(privateJwk, 'ES256')) as CryptoKey,
    publicKey: (await importJWK(row!.publicJwk as JWK, 'ES256')) as CryptoKey,
  };
}

/**
 * A token signed with the server's own key, with claims a test chooses; the rest copied from
 * the user's genuine token (subject and session id). `exp: null` leaves the expiry out.
 */
async function forge(claims: { aud?: string; iss?: string; exp?: number | null; iat?: number }) {
  const key = await realKey();
  const genuine = decode(user.token.split('.')[1]!);
  const now = Math.floor(Date.now() / 1000);
  const token = new SignJWT({ email: user.email, name: 'Olive', sid: genuine.sid })
    .setProtectedHeader({ alg: 'ES256', kid: key.kid })
    .setSubject(genuine.sub as string)
    .setIssuer(claims.iss ?? t.ctx.config.PUBLIC_URL)
    .setAudience(claims.aud ?? ID_TOKEN_AUDIENCE)
    .setIssuedAt(claims.iat ?? now);
  if (claims.exp !== null) token.setExpirationTime(claims.exp ?? now + 600);
  return token.sign(key.privateKey);
}

describe('ID token verification', () => {
  it('accepts the genuine token and a correctly forged control', async () => {
    expect((await me(user.token)).statusCode).toBe(200);
    // The forging helper itself works, so the refusals below are about the one changed claim.
    expect((await me(await forge({}))).statusCode).toBe(200);
  });

  it('refuses a tampered payload', async () => {
    const [header, payload, signature] = user.token.split('.');
    const changed = b64({ ...decode(payload!), email: 'someone-else@example.com' });
    const response = await me(`${header}.${changed}.${signature}`);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('token_invalid');
  });

  it('refuses an expired token with token_expired', async () => {
    const response = await me(await forge({ exp: Math.floor(Date.now() / 1000) - 60 }));
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('token_expired');
  });

  it('refuses a token without an expiry', async () => {
    const response = await me(await forge({ exp: null }));
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('token_invalid');
  });

  it('refuses a token that lives longer than the configured hour', async () => {
    const now = Math.floor(Date.now() / 1000);
    // Issued now, valid for two hours: the server never issues that, so someone else did.
    const long = await me(await forge({ iat: now, exp: now + 2 * 3600 }));
    expect(long.statusCode).toBe(401);
    expect(long.json().code).toBe('token_invalid');
    // Issued three hours ago with a one-hour lifetime but an expiry still ahead: also refused.
    const stale = await me(await forge({ iat: now - 3 * 3600, exp: now + 600 }));
    expect(stale.statusCode).toBe(401);
    // Exactly the configured lifetime is fine.
    expect((await me(await forge({ iat: now, exp: now + 3600 }))).statusCode).toBe(200);
  });

  it('refuses alg:none', async () => {
    const payload = decode(user.token.split('.')[1]!);
    const response = await me(`${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('token_invalid');
  });

  it('refuses a wrong audience and a wrong issuer', async () => {
    for (const token of [
      await forge({ aud: 'another-app' }),
      await forge({ iss: 'https://evil.test' }),
    ]) {
      const response = await me(token);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('token_invalid');
    }
  });

  it('refuses HS256 signed with the public key as the secret', async () => {
    const key = await realKey();
    const jwks = (await t.app.inject({ method: 'GET', url: '/.well-known/jwks.json' })).json();
    const payload = decode(user.token.split('.')[1]!);
    for (const secret of [
      new TextEncoder().encode(await exportSPKI(key.publicKey)),
      new TextEncoder().encode(JSON.stringify(jwks.keys[0])),
    ]) {
      const token = await new SignJWT(payload)
        .setProtectedHeader({ alg: 'HS256', kid: key.kid })
        .sign(secret);
      const response = await me(token);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('token_invalid');
    }
  });

  it('answers 401 unauthenticated without a token and for a malformed header', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('unauthenticated');
    const basic = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: 'Basic dXNlcjpwYXNz' },
    });
    expect(basic.statusCode).toBe(401);
  });

  it('publishes the ES256 public key (and nothing private) at /.well-known/jwks.json', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/.well-known/jwks.json' });
    expect(response.statusCode).toBe(200);
    const [key] = response.json().keys;
    expect(key).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(key.d).toBeUndefined();
    expect(decode(user.token.split('.')[0]!).kid).toBe(key.kid);
  });
});

describe('refresh tokens', () => {
  it('rotate: each refresh answers a new pair and the old token stops working', async () => {
    const first = await signIn(t, user.email, TEST_PASSWORD);
    const refresh = (refreshToken: string) => refreshWith(t, refreshToken);
    const second = await refresh(first.refreshToken);
    expect(second.statusCode).toBe(200);
    const rotated = { ...second.json(), refreshToken: refreshCookieOf(second)! };
    expect(rotated.refreshToken).toMatch(/^[\w-]{40,}$/);
    expect(rotated.refreshToken).not.toBe(first.refreshToken);
    expect((await me(rotated.idToken)).statusCode).toBe(200);

    // Reusing the first one is theft: the whole family ends, the newest token included.
    const reuse = await refresh(first.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().code).toBe('refresh_reused');
    const afterTheft = await refresh(rotated.refreshToken);
    expect(afterTheft.statusCode).toBe(401);
    expect(afterTheft.json().code).toBe('token_invalid');
  });

  it('stores only hashes of refresh tokens', async () => {
    const session = await signIn(t, user.email, TEST_PASSWORD);
    const rows = await t.ctx.database.db.query.refreshTokens.findMany();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.tokenHash === session.refreshToken)).toBe(false);
  });

  it('sign-out revokes the session; unknown or missing tokens still answer 204', async () => {
    const session = await signIn(t, user.email, TEST_PASSWORD);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/identity/sign-out',
      payload: { refreshToken: session.refreshToken },
    });
    expect(out.statusCode).toBe(204);
    const refresh = await refreshWith(t, session.refreshToken);
    expect(refresh.statusCode).toBe(401);
    for (const payload of [{ refreshToken: 'not-a-token' }, {}]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/identity/sign-out',
        payload,
      });
      expect(response.statusCode).toBe(204);
    }
  });

  it('sign-out ends the session for its ID token too, not only the refresh token', async () => {
    const session = await signIn(t, user.email, TEST_PASSWORD);
    const other = await signIn(t, user.email, TEST_PASSWORD);
    expect((await me(session.idToken)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/identity/sign-out',
      payload: { refreshToken: session.refreshToken },
    });
    expect(out.statusCode).toBe(204);
    const after = await me(session.idToken);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({
      code: 'token_invalid',
      detail: 'Your session has ended. Please sign in again.',
    });
    // Token-only routes too.
    const status = await t.app.inject({
      url: '/api/auth/access-status',
      headers: { authorization: `Bearer ${session.idToken}` },
    });
    expect(status.statusCode).toBe(401);
    // Another session of the same user is untouched.
    expect((await me(other.idToken)).statusCode).toBe(200);
  });

  it('sign-out with only the ID token (no refresh token) ends that session', async () => {
    const session = await signIn(t, user.email, TEST_PASSWORD);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/identity/sign-out',
      headers: { authorization: `Bearer ${session.idToken}` },
      payload: {},
    });
    expect(out.statusCode).toBe(204);
    expect((await me(session.idToken)).statusCode).toBe(401);
    const refresh = await refreshWith(t, session.refreshToken);
    expect(refresh.statusCode).toBe(401);
  });

  it('a reused refresh token ends the ID tokens of its session as well', async () => {
    const first = await signIn(t, user.email, TEST_PASSWORD);
    const refresh = (refreshToken: string) => refreshWith(t, refreshToken);
    const rotated = (await refresh(first.refreshToken)).json();
    expect((await me(rotated.idToken)).statusCode).toBe(200);
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
    expect((await me(rotated.idToken)).statusCode).toBe(401);
  });

  it('refuses garbage and oversized refresh tokens', async () => {
    const unknown = await refreshWith(t, 'made-up');
    expect(unknown.statusCode).toBe(401);
    const huge = await refreshWith(t, 'x'.repeat(10_000));
    expect([huge.statusCode, huge.json().code]).toEqual([401, 'token_invalid']);
  });
});
