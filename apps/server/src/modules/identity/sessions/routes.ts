import { sessionsContract } from '@hrt/shared/contracts/identity/sessions';
import { AppError } from '@hrt/shared/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mountContract } from '../../../http/mount-contract.ts';
import {
  assertFromTheApp,
  clearRefreshCookie,
  readRefreshCookie,
  setRefreshCookie,
} from '../../../http/refresh-cookie.ts';
import type { IdentityService, IssuedSession } from '../identity-service.ts';
import { LoginThrottledError } from './login-throttle.ts';

/** A new session: the refresh token goes into its cookie, the body carries the ID token. */
export async function answerSession(reply: FastifyReply, pending: Promise<IssuedSession>) {
  const { refreshToken, ...visible } = await pending;
  setRefreshCookie(reply, reply.server.ctx.config, refreshToken);
  return visible;
}

/** A throttled sign-in says when to try again. */
async function withRetryAfter<T>(reply: FastifyReply, pending: Promise<T>): Promise<T> {
  try {
    return await pending;
  } catch (error) {
    if (error instanceof LoginThrottledError) {
      reply.header('retry-after', String(error.retryAfterSeconds));
    }
    throw error;
  }
}

/** Swaps the refresh cookie for a new session; a refused token is of no further use. */
async function refreshSession(
  identity: IdentityService,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const { config } = reply.server.ctx;
  assertFromTheApp(request, config);
  const token = readRefreshCookie(request);
  try {
    if (!token) {
      throw new AppError('token_invalid', 'Your session has ended. Please sign in again.');
    }
    return await answerSession(reply, identity.refresh(token));
  } catch (error) {
    // The browser forgets it.
    clearRefreshCookie(reply, config);
    throw error;
  }
}

/**
 * Sessions of the built-in identity provider: sign-in, refresh, sign-out and the keys, all
 * public by nature, and who the signed-in caller is.
 */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx, identity } = app;
  mountContract(app, sessionsContract, {
    config: () => identity.readConfig(),
    signIn: ({ body, request, reply }) =>
      answerSession(
        reply,
        withRetryAfter(reply, identity.signIn(body.email, body.password, request.ip)),
      ),
    refresh: ({ request, reply }) => refreshSession(identity, request, reply),
    signOut: async ({ body, request, reply }) => {
      await identity.signOut(body?.refreshToken, request.tokenIdentity?.sessionId);
      clearRefreshCookie(reply, ctx.config);
    },
    jwks: ({ reply }) => {
      reply.header('cache-control', 'public, max-age=300');
      return identity.jwks();
    },
    me: ({ principal: { email, displayName, role, contactId } }) => ({
      email,
      displayName,
      role,
      contact_id: contactId,
    }),
  });
};
