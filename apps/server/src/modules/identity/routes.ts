import {
  identityConfigSchema,
  ownerSetupSchema,
  refreshSchema,
  signInSchema,
  signOutSchema,
  tokenResponseSchema,
} from '@hrt/shared/schemas/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hasAllowedOwner } from './accounts-repository.ts';
import { LoginThrottledError } from './login-throttle.ts';
import { oidcRoutes } from './oidc-routes.ts';
import { completeOwnerSetup } from './owner-setup.ts';

const tags = ['identity'];

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
    async (request) => {
      const { token, email, password, display_name } = request.body;
      return completeOwnerSetup(app.ctx.database.db, app.identity, {
        token,
        email,
        password,
        displayName: display_name || null,
      });
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
        return await app.identity.signIn(request.body.email, request.body.password, request.ip);
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
        summary: 'Swap a refresh token for a new ID token and refresh token',
        security: [],
        body: refreshSchema,
        response: { 200: tokenResponseSchema },
      },
    },
    async (request) => app.identity.refresh(request.body.refreshToken),
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
