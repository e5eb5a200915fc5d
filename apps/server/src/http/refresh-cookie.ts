import { AppError } from '@hrt/shared/errors';
import { REFRESH_CSRF_HEADER } from '@hrt/shared/schemas/identity';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/**
 * The refresh token travels only in this cookie (decision 020): HttpOnly, so no script (and
 * no injected one) can read it; SameSite=Strict and scoped to the refresh route, so the
 * browser sends it nowhere else and never from another site; Secure when the app is served
 * over https. Responses carry the ID token only.
 */
export const REFRESH_COOKIE = 'hrt_refresh';
export const REFRESH_COOKIE_PATH = '/api/identity/refresh';
const REFRESH_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 3600;

function attributes(config: Config, maxAge: number): string {
  const secure = new URL(config.PUBLIC_URL).protocol === 'https:' ? '; Secure' : '';
  return `Path=${REFRESH_COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${secure}`;
}

export function setRefreshCookie(reply: FastifyReply, config: Config, token: string): void {
  // Refresh tokens are base64url: nothing in them needs quoting in a cookie.
  reply.header(
    'set-cookie',
    `${REFRESH_COOKIE}=${token}; ${attributes(config, REFRESH_COOKIE_MAX_AGE_SECONDS)}`,
  );
}

export function clearRefreshCookie(reply: FastifyReply, config: Config): void {
  reply.header('set-cookie', `${REFRESH_COOKIE}=; ${attributes(config, 0)}`);
}

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const [name, ...rest] = pair.trim().split('=');
    if (name === REFRESH_COOKIE) {
      const value = rest.join('=');
      return value && value.length <= 512 ? value : undefined;
    }
  }
  return undefined;
}

/**
 * CSRF defence for the cookie's route, beside SameSite=Strict: the app's own header must be
 * there (a cross-site form cannot send one, and a cross-site script needs a CORS preflight
 * this server never grants), and an Origin, when the browser sends one, must be the app's (PUBLIC_URL) or a
 * listed development origin.
 */
export function assertFromTheApp(request: FastifyRequest, config: Config): void {
  const origin = request.headers.origin;
  const allowed = [new URL(config.PUBLIC_URL).origin, ...config.DEV_ORIGINS];
  if (
    request.headers[REFRESH_CSRF_HEADER] !== '1' ||
    (origin !== undefined && !allowed.includes(origin))
  ) {
    throw new AppError('forbidden', 'This request did not come from the app. Please reload it.');
  }
}
