import { oidcContract } from '@hrt/shared/contracts/identity/oidc';
import { AppError, type ErrorCode } from '@hrt/shared/errors';
import { emailSchema } from '@hrt/shared/schemas/common';
import type { OidcFailureCode } from '@hrt/shared/schemas/identity';
import * as client from 'openid-client';
import type { Config } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import type { AccountRow } from '../accounts-repository.ts';
import type { IssuedSession } from '../sessions/issued-session.ts';
import {
  type FederatedClaims,
  linkFederatedIdentity,
  resolveFederatedAccount,
} from './federated-accounts.ts';
import { insertOidcState, takeOidcState } from './oidc-repository.ts';

/** The part of the identity service a federated sign-in ends in. */
export interface SessionIssuer {
  assertAllowed(email: string): Promise<void>;
  issueSession(account: AccountRow): Promise<IssuedSession>;
}

/** The popup's failure codes: listed API error codes, so the web maps each to a message. */
type FailureCode = OidcFailureCode;

/** A federated sign-in must be finished within this time. */
const STATE_TTL_MS = 10 * 60 * 1000;
const OIDC_CALLBACK_PATH = oidcContract.callback.path;

export type OidcOutcome =
  | ({ ok: true } & IssuedSession)
  /** A signed-in user linked their provider account; no new session is issued. */
  | { ok: true; linked: true }
  | { ok: false; code: FailureCode; message: string };

/** Federated sign-in with the OpenID Connect provider of OIDC_ISSUER (code flow + PKCE). */
export function createOidcClient(config: Config, db: Database) {
  const issuer = config.OIDC_ISSUER;
  const clientId = config.OIDC_CLIENT_ID;
  const enabled = Boolean(issuer && clientId);
  const publicOrigin = new URL(config.PUBLIC_URL).origin;
  const redirectUri = new URL(OIDC_CALLBACK_PATH, config.PUBLIC_URL).toString();
  let discovered: Promise<client.Configuration> | undefined;
  /** The provider's name in messages and on the sign-in button: its host name. */
  const providerName = issuer ? new URL(issuer).hostname : 'single sign-on';

  const discover = () => {
    if (!issuer || !clientId) throw new AppError('not_found', 'Federated sign-in is not set up.');
    const issuerUrl = new URL(issuer);
    discovered ??= client
      .discovery(issuerUrl, clientId, config.OIDC_CLIENT_SECRET, undefined, {
        // Plain HTTP only for a provider on this machine (development and the tests).
        execute: isLoopback(issuerUrl) ? [client.allowInsecureRequests] : [],
        timeout: 10,
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  /**
   * Where the popup posts its result: the web app's origin, or one the operator listed in
   * DEV_ORIGINS (the Vite dev server), never one a caller made up. Any loopback origin
   * used to pass outside production; another program on the machine could then receive
   * tokens (decision 020).
   */
  const targetOrigin = (origin: string | undefined): string => {
    if (!origin) return publicOrigin;
    if (origin === publicOrigin) return origin;
    if (config.DEV_ORIGINS.includes(origin)) return origin;
    return publicOrigin;
  };

  return {
    enabled,
    name: issuer ? providerName : null,
    publicOrigin,

    /**
     * Stores state, nonce and PKCE verifier, and returns the provider's authorization URL.
     * With `linkAccountId` the flow links the provider account to that signed-in account.
     */
    async start(origin: string | undefined, linkAccountId?: string): Promise<URL> {
      const configuration = await discover();
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      await insertOidcState(db, {
        state,
        codeVerifier,
        nonce,
        origin: targetOrigin(origin),
        linkAccountId: linkAccountId ?? null,
        expiresAt: new Date(Date.now() + STATE_TTL_MS),
      });
      return client.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
    },

    /** Finishes the flow; never throws, the popup always gets an answer. */
    async finish(
      identity: SessionIssuer,
      callbackUrl: URL,
    ): Promise<{ origin: string; outcome: OidcOutcome }> {
      const state = callbackUrl.searchParams.get('state') ?? '';
      const pending = state ? await takeOidcState(db, state) : undefined;
      const origin = pending?.origin ?? publicOrigin;
      const fail = (
        code: Extract<FailureCode, 'access_denied' | 'oidc_failed'>,
        message: string,
      ) => ({
        origin,
        outcome: { ok: false as const, code, message },
      });
      if (callbackUrl.searchParams.get('error') === 'access_denied') {
        return fail('access_denied', 'Sign-in was cancelled.');
      }
      if (!pending || pending.expiresAt.getTime() < Date.now()) {
        return fail('oidc_failed', 'This sign-in has expired. Please try again.');
      }
      try {
        const configuration = await discover();
        const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
          pkceCodeVerifier: pending.codeVerifier,
          expectedState: pending.state,
          expectedNonce: pending.nonce,
        });
        const claims = tokens.claims();
        if (!claims) return fail('oidc_failed', 'The provider sent no ID token.');
        const federated = await readFederatedClaims(configuration, tokens, claims);
        if (pending.linkAccountId) {
          await linkFederatedIdentity(db, pending.linkAccountId, federated, providerName);
          return { origin, outcome: { ok: true as const, linked: true as const } };
        }
        const account = await resolveFederatedAccount(db, federated, {
          assertAllowed: (email) => identity.assertAllowed(email),
          providerName,
        });
        return { origin, outcome: { ok: true, ...(await identity.issueSession(account)) } };
      } catch (error) {
        if (error instanceof AppError && isFailureCode(error.code)) {
          return { origin, outcome: { ok: false, code: error.code, message: error.message } };
        }
        return fail('oidc_failed', 'Sign-in with the provider failed. Please try again.');
      }
    },
  };
}

/**
 * Issuer and subject from the verified ID token; the e-mail only when the provider says it
 * verified it (`email_verified` exactly true). Many providers put the e-mail in the userinfo
 * answer only, so that is asked when the ID token does not settle it.
 */
async function readFederatedClaims(
  configuration: client.Configuration,
  tokens: client.TokenEndpointResponse & client.TokenEndpointResponseHelpers,
  claims: client.IDToken,
): Promise<FederatedClaims> {
  const settled = typeof claims.email === 'string' && claims.email_verified === true;
  const info = settled
    ? claims
    : await client.fetchUserInfo(configuration, tokens.access_token, claims.sub);
  const email = emailSchema.safeParse(info.email);
  return {
    issuer: claims.iss,
    subject: claims.sub,
    verifiedEmail: email.success && info.email_verified === true ? email.data : null,
    name: typeof info.name === 'string' ? info.name.slice(0, 100) : null,
  };
}

const failureCodes: readonly ErrorCode[] = ['user_disabled', 'oidc_failed', 'link_required'];
const isFailureCode = (code: ErrorCode): code is FailureCode => failureCodes.includes(code);

function isLoopback(url: URL): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}
