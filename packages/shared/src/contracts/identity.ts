import {
  identityConfigSchema,
  jwksSchema,
  oidcLinkRequestSchema,
  oidcLinkStartSchema,
  oidcStartQuerySchema,
  ownerSetupSchema,
  REFRESH_CSRF_HEADER,
  signInSchema,
  signOutSchema,
  tokenResponseSchema,
} from '../schemas/auth.ts';
import { defineContract } from './endpoint.ts';

/** The callback page's answer: HTML whose script posts the outcome to the opener and closes. */
const popupPage = {
  mediaType: 'text/html',
  description:
    "A page that posts {type: 'hrt-oidc', ok, ...} to the opener window (a new session's ID " +
    'token, {linked: true}, or {code, message}) and closes.',
} as const;

/**
 * The built-in identity provider: sign-in, the session's refresh cookie, first-run setup and
 * the federated sign-in popup. All public by nature, except linking a provider to an account.
 */
export const identityContract = defineContract('identity', {
  config: {
    method: 'GET',
    path: '/api/identity/config',
    access: 'public',
    summary: 'What the sign-in screen offers, and whether first-run setup is pending',
    responses: { 200: identityConfigSchema },
    errors: [],
  },
  setup: {
    method: 'POST',
    path: '/api/identity/setup',
    access: 'public',
    summary: 'Create the owner account with the one-time link the server printed',
    body: ownerSetupSchema,
    responses: { 200: tokenResponseSchema },
    errors: ['owner_exists', 'conflict', 'setup_token_invalid'],
  },
  signIn: {
    method: 'POST',
    path: '/api/identity/sign-in',
    access: 'public',
    summary: 'Sign in with e-mail and password',
    body: signInSchema,
    responses: { 200: tokenResponseSchema },
    // rate_limited: the login throttle (with Retry-After), not a route limit.
    errors: ['invalid_credential', 'user_disabled', 'rate_limited'],
  },
  refresh: {
    method: 'POST',
    path: '/api/identity/refresh',
    access: 'public',
    summary: 'A new ID token for the refresh-token cookie, which rotates',
    description:
      'The refresh token is only ever in the HttpOnly cookie hrt_refresh (Path ' +
      `/api/identity/refresh, SameSite=Strict); the request must carry ${REFRESH_CSRF_HEADER}: 1.`,
    responses: { 200: tokenResponseSchema },
    errors: ['forbidden', 'token_invalid', 'token_expired', 'refresh_reused', 'user_disabled'],
  },
  signOut: {
    method: 'POST',
    path: '/api/identity/sign-out',
    access: 'public',
    summary: "End the refresh token's session (or the bearer ID token's, without one)",
    body: signOutSchema.optional(),
    responses: { 204: null },
    errors: [],
  },
  jwks: {
    method: 'GET',
    path: '/.well-known/jwks.json',
    access: 'public',
    summary: 'The public keys that verify ID tokens',
    responses: { 200: jwksSchema },
    errors: [],
  },
  oidcStart: {
    method: 'GET',
    path: '/api/identity/oidc/start',
    access: 'public',
    summary: "Opens in the popup; redirects to the provider's sign-in",
    description:
      "302 to the provider's authorization URL; when federated sign-in is not set up or the " +
      'provider cannot be reached, 200 with the popup page carrying the failure.',
    query: oidcStartQuerySchema,
    responses: {
      200: popupPage,
      302: { mediaType: 'text/plain', description: "The provider's sign-in (Location header)" },
    },
    errors: [],
  },
  oidcLink: {
    method: 'POST',
    path: '/api/identity/oidc/link',
    access: 'signed-in',
    summary: "Start linking the provider to the signed-in account: the popup's first URL",
    description:
      'Returns the provider URL the popup opens; the callback links that provider account ' +
      'to the caller and posts {ok: true, linked: true}.',
    body: oidcLinkRequestSchema,
    responses: { 200: oidcLinkStartSchema },
    errors: ['not_found'],
  },
  oidcCallback: {
    method: 'GET',
    path: '/api/identity/oidc/callback',
    access: 'public',
    summary: "The provider's redirect back; posts the result to the opener and closes",
    responses: { 200: popupPage },
    errors: [],
  },
});
