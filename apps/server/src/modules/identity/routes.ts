import { AppError } from '@hrt/shared/errors';
import {
  identityConfigSchema,
  ownerSetupSchema,
  signInSchema,
  signOutSchema,
  tokenResponseSchema,
} from '@hrt/shared/schemas/auth';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assertFromTheApp,
  clearRefreshCookie,
  readRefreshCookie,
  setRefreshCookie,
} from '../../http/refresh-cookie.ts';
import { hasAllowedOwner } from './accounts-repository.ts';
import type { IssuedSession } from './identity-service.ts';
import { LoginThrottledError } from './login-throttle.ts';
import { oidcRoutes } from './oidc-routes.ts';
import { completeOwnerSetup } from './owner-setup.ts';

const tags = ['identity'];

/** A new session: the refresh token goes into its cookie, the body carries the ID token. */
function answerSession(reply: FastifyReply, session: IssuedSession) {
  const { refreshToken, ...visible } = session;
  setRefreshCookie(reply, reply.server.ctx.config, refreshToken);
  return visible;
}

/** The built-in identity provider's endpoints: all public by nature. */
export const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(oidcRoutes);

  app.get(
    '/api/identity/config',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'What the sign-in screen offers, and whether first-run setup is pending',
        security: [],
        response: {
          200: identityConfigSchema,
        },
      },
    },
    async () => {
      const { oidc } = app.identity;
      return {
        oidc: { enabled: oidc.enabled, name: oidc.enabled ? oidc.name : null },
        setupRequired: !(await hasAllowedOwner(app.ctx.database.db)),
      };
    },
  );

  app.post(
    '/api/identity/setup',
    {
      config: { access: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Create the owner account with the one-time link the server printed',
        security: [],
        body: ownerSetupSchema,
        response: { 200: tokenResponseSchema },
      },
    },
    async (request, reply) => {
      const { token, email, password, display_name } = request.body;
      const session = await completeOwnerSetup(app.ctx.database.db, app.identity, {
        token,
        email,
        password,
        displayName: display_name || null,
      });
      return answerSession(reply, session);
    },
  );
  app.post(
    '/api/identity/sign-in',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Sign in with e-mail and password',
        security: [],
        body: signInSchema,
        response: { 200: tokenResponseSchema },
      },
    },
    async (request, reply) => {
      try {
        const { email, password } = request.body;
        return answerSession(reply, await app.identity.signIn(email, password, request.ip));
      } catch (error) {
        if (error instanceof LoginThrottledError) {
          reply.header('retry-after', String(error.retryAfterSeconds));
        }
        throw error;
      }
    },
  );

  app.post(
    '/api/identity/refresh',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A new ID token for the refresh-token cookie, which rotates',
        description:
          'The refresh token is only ever in the HttpOnly cookie hrt_refresh (Path ' +
          '/api/identity/refresh, SameSite=Strict); the request must carry x-hrt-csrf: 1.',
        security: [],
        response: { 200: tokenResponseSchema },
      },
    },
    async (request, reply) => {
      assertFromTheApp(request, app.ctx.config);
      const token = readRefreshCookie(request);
      try {
        if (!token) {
          throw new AppError('token_invalid', 'Your session has ended. Please sign in again.');
        }
        return answerSession(reply, await app.identity.refresh(token));
      } catch (error) {
        // A refused token is of no further use: the browser forgets it.
        clearRefreshCookie(reply, app.ctx.config);
        throw error;
      }
    },
  );

  app.post(
    '/api/identity/sign-out',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "End the refresh token's session (or the bearer ID token's, without one)",
        security: [],
        body: signOutSchema.optional(),
      },
    },
    async (request, reply) => {
      await app.identity.signOut(request.body?.refreshToken, request.tokenIdentity?.sessionId);
      clearRefreshCookie(reply, app.ctx.config);
      return reply.status(204).send();
    },
  );

  app.get(
    '/.well-known/jwks.json',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The public keys that verify ID tokens',
        security: [],
        response: {
          200: z.object({ keys: z.array(z.record(z.string(), z.unknown())) }),
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return app.identity.jwks();
    },
  );
};
