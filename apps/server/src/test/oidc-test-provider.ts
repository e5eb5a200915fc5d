import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

export const TEST_OIDC_CLIENT = { id: 'hrt-test', secret: 'hrt-test-secret-0123456789abcdef' };

export interface TestOidcProvider {
  issuer: string;
  /**
   * Changes what the provider says about one login (its subject): e.g. another e-mail, or
   * `email_verified` false or missing (`undefined` leaves the claim out).
   */
  setClaims(login: string, claims: Record<string, unknown>): void;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1 and a free port (or the given
 * one: the browser tests fix it in advance so the app can be told the issuer), with its
 * development login screens: any login name signs in, and that name is the subject and, unless
 * `setClaims` says otherwise, the e-mail claim (verified).
 */
export async function startTestOidcProvider(
  redirectUri: string,
  port = 0,
): Promise<TestOidcProvider> {
  // Listening comes first (the issuer needs the port), so until the provider exists a request
  // gets 503 rather than hanging: a readiness probe then retries instead of waiting forever.
  let handle: http.RequestListener | undefined;
  const server = http.createServer((request, response) => {
    if (handle) return handle(request, response);
    response.writeHead(503).end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const overrides = new Map<string, Record<string, unknown>>();
  const claimsOf = (id: string) => {
    const claims: Record<string, unknown> = {
      sub: id,
      email: id,
      email_verified: true,
      name: `Federated ${id}`,
      ...overrides.get(id),
    };
    for (const [key, value] of Object.entries(claims)) {
      if (value === undefined) delete claims[key];
    }
    return claims;
  };
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_OIDC_CLIENT.id,
        client_secret: TEST_OIDC_CLIENT.secret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: (_ctx: unknown, id: string) => ({
      accountId: id,
      claims: () => claimsOf(id),
    }),
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    cookies: { keys: ['oidc-test-cookie-key-0123456789'] },
    // Explicit lifetimes keep the provider from printing a notice for each default.
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    jwks: { keys: [{ ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'test' }] },
  });
  handle = provider.callback();
  return {
    issuer,
    setClaims: (login, claims) => overrides.set(login, claims),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/**
 * Drives the provider's screens with real HTTP requests (cookies kept by hand) from the
 * authorization URL until the provider redirects to our callback; returns that URL.
 */
export async function signInAtProvider(
  authorizationUrl: string,
  login: string,
  options: { callbackPrefix: string; abort?: boolean },
): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = authorizationUrl;
  let init: RequestInit = {};
  for (let step = 0; step < 20; step++) {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const [name, ...value] = pair!.split('=');
      cookies.set(name!.trim(), value.join('='));
    }
    init = {};
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url).toString();
      if (url.startsWith(options.callbackPrefix)) return new URL(url);
      continue;
    }
    const html = await response.text();
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (response.status !== 200 || !prompt) {
      throw new Error(`unexpected provider page ${response.status}: ${html.slice(0, 300)}`);
    }
    if (options.abort) {
      url = `${url.replace(/\/$/, '')}/abort`;
      continue;
    }
    const fields: Record<string, string> =
      prompt === 'login' ? { prompt, login, password: 'any password' } : { prompt };
    init = {
      method: 'POST',
      body: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    };
  }
  throw new Error('the provider never redirected back');
}
