import { randomBytes } from 'node:crypto';
import { oidcContract } from '@hrt/shared/contracts/identity/oidc';
import { AppError } from '@hrt/shared/errors';
import type { OidcPopupMessage } from '@hrt/shared/schemas/identity';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mountContract } from '../../../http/mount-contract.ts';
import { setRefreshCookie } from '../../../http/refresh-cookie.ts';
import type { OidcOutcome } from './oidc.ts';

/** The federated sign-in popup's two stops, and linking a provider to the signed-in account. */
export const oidcRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx, identity } = app;
  const { oidc } = identity;
  mountContract(app, oidcContract, {
    start: {
      handler: async ({ query, request, reply }) => {
        if (!oidc.enabled) {
          return sendPopupResult(reply, oidc.publicOrigin, {
            type: 'hrt-oidc',
            ok: false,
            code: 'oidc_failed',
            message: 'Federated sign-in is not set up on this server.',
          });
        }
        try {
          const url = await oidc.start(query.origin);
          return reply.header('cache-control', 'no-store').redirect(url.toString(), 302);
        } catch (error) {
          request.log.warn({ err: error }, 'federated sign-in could not start');
          return sendPopupResult(reply, oidc.publicOrigin, {
            type: 'hrt-oidc',
            ok: false,
            code: 'oidc_failed',
            message: 'The sign-in provider is not reachable. Please try again later.',
          });
        }
      },
      rateLimit: { max: 30, timeWindow: '1 minute' },
    },
    link: {
      handler: async ({ body, principal }) => {
        if (!oidc.enabled) throw new AppError('not_found', 'Federated sign-in is not set up.');
        const url = await oidc.start(body.origin, principal.accountId);
        return { url: url.toString() };
      },
      rateLimit: { max: 30, timeWindow: '1 minute' },
    },
    callback: async ({ request, reply }) => {
      // Relative to PUBLIC_URL: the redirect_uri the provider was given.
      const url = new URL(request.url, ctx.config.PUBLIC_URL);
      const { origin, outcome } = await oidc.finish(identity, url);
      return sendPopupResult(reply, origin, toPopupMessage(reply, outcome));
    },
  });
};

/** The outcome as the page posts it: a new session's refresh token goes into its cookie instead. */
function toPopupMessage(reply: FastifyReply, outcome: OidcOutcome): OidcPopupMessage {
  if (!outcome.ok || 'linked' in outcome) return { type: 'hrt-oidc', ...outcome };
  const { refreshToken, ...visible } = outcome;
  // The popup is on the app's origin: the cookie it sets is the opener's too.
  setRefreshCookie(reply, reply.server.ctx.config, refreshToken);
  return { type: 'hrt-oidc', ...visible };
}

/** A tiny page that hands the outcome to the opener window and closes the popup. */
function sendPopupResult(reply: FastifyReply, targetOrigin: string, posted: OidcPopupMessage) {
  const nonce = randomBytes(16).toString('base64');
  // JSON inside <script>: escape '<' so no value can close the script element.
  const message = JSON.stringify(posted).replaceAll('<', '\\u003c');
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
