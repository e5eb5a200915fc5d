import { randomBytes } from 'node:crypto';
import { AppError } from '@hrt/shared/errors';
import { oidcLinkRequestSchema, oidcLinkStartSchema } from '@hrt/shared/schemas/auth';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePrincipal } from '../../http/access.ts';
import { setRefreshCookie } from '../../http/refresh-cookie.ts';
import { OIDC_CALLBACK_PATH, type OidcOutcome } from './oidc.ts';

const tags = ['identity'];

/** The federated sign-in popup's two stops (identity protocol: popup flow). */
export const oidcRoutes: FastifyPluginAsyncZod = async (app) => {
  const { oidc } = app.identity;

  app.get(
    '/api/identity/oidc/start',
    {
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: "Opens in the popup; redirects to the provider's sign-in",
        security: [],
        querystring: z.object({ origin: z.string().max(200).optional() }),
      },
    },
    async (request, reply) => {
      if (!oidc.enabled) {
        return sendPopupResult(reply, oidc.publicOrigin, {
          ok: false,
          code: 'oidc_failed',
          message: 'Federated sign-in is not set up on this server.',
        });
      }
      try {
        const url = await oidc.start(request.query.origin);
        return reply.header('cache-control', 'no-store').redirect(url.toString(), 302);
      } catch (error) {
        request.log.warn({ err: error }, 'federated sign-in could not start');
        return sendPopupResult(reply, oidc.publicOrigin, {
          ok: false,
          code: 'oidc_failed',
          message: 'The sign-in provider is not reachable. Please try again later.',
        });
      }
    },
  );

  app.post(
    '/api/identity/oidc/link',
    {
      config: { access: 'signed-in', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: "Start linking the provider to the signed-in account: the popup's first URL",
        description:
          'Returns the provider URL the popup opens; the callback links that provider account ' +
          'to the caller and posts {ok: true, linked: true}.',
        body: oidcLinkRequestSchema,
        response: { 200: oidcLinkStartSchema },
      },
    },
    async (request) => {
      if (!oidc.enabled) throw new AppError('not_found', 'Federated sign-in is not set up.');
      const url = await oidc.start(request.body.origin, requirePrincipal(request).accountId);
      return { url: url.toString() };
    },
  );

  app.get(
    OIDC_CALLBACK_PATH,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "The provider's redirect back; posts the result to the opener and closes",
        security: [],
      },
    },
    async (request, reply) => {
      // Relative to PUBLIC_URL: the redirect_uri the provider was given.
      const url = new URL(request.url, app.ctx.config.PUBLIC_URL);
      const { origin, outcome } = await oidc.finish(app.identity, url);
      if (outcome.ok && 'refreshToken' in outcome) {
        // The popup is on the app's origin: the cookie it sets is the opener's too.
        const { refreshToken, ...visible } = outcome;
        setRefreshCookie(reply, app.ctx.config, refreshToken);
        return sendPopupResult(reply, origin, visible);
      }
      return sendPopupResult(reply, origin, outcome);
    },
  );
};

/** A tiny page that hands the outcome to the opener window and closes the popup. */
function sendPopupResult(
  reply: FastifyReply,
  targetOrigin: string,
  outcome: OidcOutcome | { ok: true; idToken: string; expiresIn: number },
) {
  const nonce = randomBytes(16).toString('base64');
  // JSON inside <script>: escape '<' so no value can close the script element.
  const message = JSON.stringify({ type: 'hrt-oidc', ...outcome }).replaceAll('<', '\\u003c');
  const target = JSON.stringify(targetOrigin).replaceAll('<', '\\u003c');
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>Signing in…</title></head><body><p>You can close this window.</p><script nonce="${nonce}">if (window.opener) window.opener.postMessage(${message}, ${target});window.close();</script></body></html>`;
  return (
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('content-security-policy', `default-src 'none'; script-src 'nonce-${nonce}'`)
      // The popup must keep its window.opener after visiting the provider's pages.
      .header('cross-origin-opener-policy', 'unsafe-none')
      .send(html)
  );
}
