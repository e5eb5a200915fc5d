import { type CryptoKey, exportSPKI, importJWK, type JWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signingKeys } from '../../db/schema/identity.ts';
import { createSignedInUser, signIn, TEST_PASSWORD } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
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

/** A token signed with the server's own key, with claims a test chooses. */
async function forge(claims: { aud?: string; iss?: string; exp?: number }) {
  const key = await realKey();
  const sub = decode(user.token.split('.')[1]!).sub as string;
  return new SignJWT({ email: user.email, name: 'Olive' })
    .setProtectedHeader({ alg: 'ES256', kid: key.kid })
    .setSubject(sub)
    .setIssuer(claims.iss ?? t.ctx.config.PUBLIC_URL)
    .setAudience(claims.aud ?? ID_TOKEN_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(claims.exp ?? Math.floor(Date.now() / 1000) + 600)
    .sign(key.privateKey);
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
    const refresh = (refreshToken: string) =>
      t.app.inject({ method: 'POST', url: '/api/identity/refresh', payload: { refreshToken } });
    const second = await refresh(first.refreshToken);
    expect(second.statusCode).toBe(200);
    const rotated = second.json();
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
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/identity/refresh',
      payload: { refreshToken: session.refreshToken },
    });
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

  it('refuses garbage and oversized refresh tokens', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/identity/refresh',
      payload: { refreshToken: 'made-up' },
    });
    expect(unknown.statusCode).toBe(401);
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/identity/refresh',
      payload: { refreshToken: 'x'.repeat(10_000) },
    });
    expect(huge.statusCode).toBe(400);
  });
});
