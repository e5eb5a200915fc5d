import { expect } from 'vitest';
import { refreshCookieOf } from './auth-helpers.ts';
import type { TestApp } from './build-test-app.ts';
import { signInAtProvider } from './oidc-test-provider.ts';

export interface PopupResult {
  target: string;
  message: {
    type: string;
    ok: boolean;
    linked?: boolean;
    idToken?: string;
    refreshToken?: string;
    code?: string;
    message?: string;
  };
  csp: string | undefined;
  /** The refresh token the popup's response set as its cookie, if any. */
  refreshCookie: string | undefined;
}

/**
 * The federated sign-in popup driven through app.inject and real HTTP to the test provider:
 * start (the app's redirect), the provider's screens, and the callback page's postMessage.
 * `testApp` is read at call time, so the flow can be made before the app is built.
 */
export function oidcFlow(testApp: () => TestApp, publicUrl: string) {
  const callbackUrl = `${publicUrl}/api/identity/oidc/callback`;

  /** Opens the popup at /oidc/start: the app's redirect to the provider. */
  async function start(origin = publicUrl) {
    const response = await testApp().app.inject({
      method: 'GET',
      url: `/api/identity/oidc/start?origin=${encodeURIComponent(origin)}`,
    });
    expect(response.statusCode).toBe(302);
    return response.headers.location as string;
  }

  /** The provider's redirect lands on our callback; returns what the popup page posts. */
  async function callback(url: URL): Promise<PopupResult> {
    const response = await testApp().app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const match = /postMessage\((\{.*\}), ("[^"]*")\);/.exec(response.body);
    if (!match) throw new Error(`no postMessage in ${response.body}`);
    return {
      message: JSON.parse(match[1]!),
      target: JSON.parse(match[2]!),
      csp: response.headers['content-security-policy'] as string | undefined,
      refreshCookie: refreshCookieOf(response),
    };
  }

  /** Signs in at the provider as `login` from an authorization URL, and lands on the callback. */
  async function finishAt(authorizationUrl: string, login: string) {
    const returned = await signInAtProvider(authorizationUrl, login, {
      callbackPrefix: callbackUrl,
    });
    return { returned, result: await callback(returned) };
  }

  async function fullSignIn(login: string, origin?: string) {
    return finishAt(await start(origin), login);
  }

  return { callbackUrl, start, callback, finishAt, fullSignIn };
}
