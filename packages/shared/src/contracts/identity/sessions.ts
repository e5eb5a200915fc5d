import {
  identityConfigSchema,
  jwksSchema,
  meSchema,
  REFRESH_CSRF_HEADER,
  signInSchema,
  signOutSchema,
  tokenResponseSchema,
} from '../../schemas/identity.ts';
import { defineContract } from '../endpoint.ts';
import { ME_PATH } from '../first-paths.ts';

/**
 * Sessions: what the sign-in screen offers, sign-in, the session's refresh cookie, sign-out,
 * the keys that verify ID tokens, and who the signed-in caller is. Public by nature, except
 * `me`, which keeps its `/api/auth` path and document tag.
 */
export const sessionsContract = {
  ...defineContract('identity', {
    config: {
      method: 'GET',
      path: '/api/identity/config',
      access: 'public',
      summary: 'What the sign-in screen offers, and whether first-run setup is pending',
      responses: { 200: identityConfigSchema },
      errors: [],
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
  }),
  ...defineContract('auth', {
    me: {
      method: 'GET',
      path: ME_PATH,
      access: 'signed-in',
      summary: 'The signed-in user and their role',
      responses: { 200: meSchema },
      errors: [],
    },
  }),
};
