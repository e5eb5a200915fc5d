import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

/**
 * Per-user limits on the routes that cost the server (reading documents, fetching shop
 * pages, calling a model) or reach outside it (mail). Keyed on the signed-in account, so one
 * user cannot spend the household's allowance and users behind one address do not share it.
 * Each route has its own count. The figures sit far above what a household does by hand
 * (decision 020): a person reviews an extraction or a preview before the next one.
 * The counts live in each server process (in memory), like the other rate limits.
 */
export const USER_LIMITS = {
  /** POST /api/expenses/extract: one document every 20 s for ten minutes. */
  documentExtraction: { max: 30, timeWindow: '10 minutes' },
  /** POST /api/ideas/extract: fetches and parses a shop page. */
  shopPageExtraction: { max: 30, timeWindow: '10 minutes' },
  /** POST /api/price-monitoring/check-now: fetches a shop page. */
  priceCheck: { max: 30, timeWindow: '10 minutes' },
  /** POST /api/ai/*: may call the configured model server. */
  planner: { max: 30, timeWindow: '10 minutes' },
  /** POST /api/price-monitoring/test-email: a message through the household's mail server. */
  testEmail: { max: 10, timeWindow: '1 hour' },
} as const;

/** Route config for a per-user limit: `config: { access, rateLimit: perUser(USER_LIMITS.x) }`. */
export function perUser(limit: { max: number; timeWindow: string }): RateLimitOptions {
  return {
    ...limit,
    // Runs after the access hook, so a principal is known; an anonymous caller never gets here
    // on these routes, but would be counted by address rather than not at all.
    keyGenerator: (request: FastifyRequest) =>
      request.principal ? `user:${request.principal.accountId}` : `address:${request.ip}`,
  };
}
