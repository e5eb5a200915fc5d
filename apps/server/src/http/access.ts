import type { Endpoint } from '@hrt/shared/contracts/endpoint';
import { AppError } from '@hrt/shared/errors';
import { type Capability, can, type Role } from '@hrt/shared/roles';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * What a route needs: 'public' (no token), 'token' (a token that verifies, whether or not
 * the user is allowlisted: only the access-status and access-request screens), 'signed-in'
 * (any allowlisted user) or a capability of the permission table. A route that declares
 * nothing is refused: denied by default.
 */
type RouteAccess = 'public' | 'token' | 'signed-in' | Capability;

/** A registered route and its access rule, as the route-access test enumerates them. */
export interface RegisteredRoute {
  method: string;
  url: string;
  access: RouteAccess | undefined;
  /** The route declares a JSON body schema (multipart and bodiless routes do not). */
  takesJsonBody: boolean;
  /** The route has a rate limit of its own (so 429 is one of its documented answers). */
  rateLimited: boolean;
  /** The contract entry the route was mounted from; every /api route has one. */
  endpoint: Endpoint | undefined;
}

/** Who a valid ID token speaks for, before the allowlist is consulted. */
export interface TokenIdentity {
  accountId: string;
  email: string;
  displayName: string | null;
  /** The sign-in session (refresh-token family) the token belongs to; sign-out ends it. */
  sessionId: string;
}

/** The signed-in, allowlisted user a request acts for (services need not know the session). */
export interface Principal extends Omit<TokenIdentity, 'sessionId'> {
  role: Role;
  /** The contact a `trade` user is, whose rows are all it reads; null for household roles. */
  contactId: string | null;
}

/** The identity module's check, run by the access hook on every request with a token. */
export interface Authenticator {
  /**
   * Verifies a bearer token and that its session is still live (401 otherwise), and reads the
   * allowlist in the same round trip, so sign-out and revocation bite at once. `principal` is
   * null when the user is not allowlisted or not allowed.
   */
  authenticate(token: string): Promise<{ identity: TokenIdentity; principal: Principal | null }>;
}

/** A valid token whose user may not use the app (not allowlisted, or revoked). */
export function notAllowedError(): AppError {
  return new AppError(
    'user_disabled',
    'Your account is not authorized to use this app. Please contact support.',
  );
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    /** Set when the request carried a token that verifies. */
    tokenIdentity: TokenIdentity | null;
    /** Set when that token's user is allowlisted and allowed. */
    principal: Principal | null;
  }
}

export function registerAccessControl(app: FastifyInstance, authenticator: Authenticator) {
  app.decorateRequest('principal', null);
  app.decorateRequest('tokenIdentity', null);

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    // Unmatched URLs fall through to the not-found handler (SPA fallback, 404 JSON).
    if (!request.routeOptions.url) return;
    if (access === undefined) {
      throw new AppError('forbidden', 'This route has no access rule and is closed.');
    }
    const token = readBearerToken(request);
    if (access === 'public') {
      // Public routes may still know who is asking (e.g. the timeline shows edit controls).
      if (token) {
        const known = await authenticator.authenticate(token).catch(() => null);
        request.tokenIdentity = known?.identity ?? null;
        request.principal = known?.principal ?? null;
      }
      return;
    }
    if (!token) throw new AppError('unauthenticated', 'Sign in to continue.');
    const { identity, principal } = await authenticator.authenticate(token);
    request.tokenIdentity = identity;
    if (access === 'token') return;
    if (!principal) throw notAllowedError();
    request.principal = principal;
    if (access !== 'signed-in' && !can(request.principal.role, access)) {
      throw new AppError('forbidden', 'Your role does not allow this action.');
    }
  });
}

/** The principal of a route that is not public; a programming error if missing. */
export function requirePrincipal(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError('unauthenticated', 'Sign in to continue.');
  return request.principal;
}

/** The verified token's identity of a 'token' route. */
export function requireTokenIdentity(request: FastifyRequest): TokenIdentity {
  if (!request.tokenIdentity) throw new AppError('unauthenticated', 'Sign in to continue.');
  return request.tokenIdentity;
}

function readBearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}
