import { createHash, timingSafeEqual } from 'node:crypto';
import { AppError } from '@hrt/shared/errors';
import type { FastifyInstance } from 'fastify';
import { type Metrics, UNMATCHED_ROUTE } from './metrics.ts';

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * Times every request under its route pattern (request.routeOptions.url: `/api/tasks/:id`,
 * never the id) and serves GET /metrics to a scraper holding METRICS_TOKEN. /metrics is for
 * operators, not the web client: outside /api and the contract, and left out of the API
 * document (decision 040).
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, token: string | undefined) {
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      // Only the methods the app answers, so a made-up method cannot add label values.
      method: KNOWN_METHODS.has(request.method) ? request.method : 'OTHER',
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
    };
    metrics.httpRequests.inc({ ...labels, status_code: String(reply.statusCode) });
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
  });

  app.get(
    '/metrics',
    // The token is checked here, not by the access hook: it is an operator's secret, no user's.
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      // Unset: as if there were no such page (and not the web app's page either).
      if (!token) throw new AppError('not_found', 'No route for GET /metrics');
      if (!holdsToken(request.headers.authorization, token)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw new AppError('unauthenticated', 'Send the metrics token as a bearer token.');
      }
      reply.header('cache-control', 'no-store').type(metrics.registry.contentType);
      return metrics.registry.metrics();
    },
  );
}

/** Compares digests, so the time taken tells nothing of how much of the token was right. */
function holdsToken(header: string | undefined, token: string): boolean {
  const sent = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  if (!sent) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(sent), digest(token));
}
