import { AppError } from '@hrt/shared/errors';
import { type Capability, can, type Role } from '@hrt/shared/roles';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * What a route needs: 'public' (no token), 'token' (a token that verifies, whether or not
 * the user is allowlisted: only the access-status and access-request screens), 'signed-in'
 * (any allowlisted user) or a capability of the permission table. A route that declares
 * nothing is refused: denied by default.
 */
export type RouteAccess = 'public' | 'token' | 'signed-in' | Capability;

/** Who a valid ID token speaks for, before the allowlist is consulted. */
export interface TokenIdentity {
  accountId: string;
  email: string;
  displayName: string | null;
}

/** The signed-in, allowlisted user a request acts for. */
export interface Principal extends TokenIdentity {
  role: Role;
}

/** The identity module's two checks, run by the access hook on every request. */
export interface Authenticator {
  /** Verifies a bearer token, or throws a 401 AppError. */
  verifyToken(token: string): Promise<TokenIdentity>;
  /** Reads the allowlist (every request, so a revocation bites at once); 403 when not allowed. */
  authorize(identity: TokenIdentity): Promise<Principal>;
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
        request.tokenIdentity = await authenticator.verifyToken(token).catch(() => null);
        if (request.tokenIdentity) {
          request.principal = await authenticator
            .authorize(request.tokenIdentity)
            .catch(() => null);
        }
      }
      return;
    }
    if (!token) throw new AppError('unauthenticated', 'Sign in to continue.');
    request.tokenIdentity = await authenticator.verifyToken(token);
    if (access === 'token') return;
    request.principal = await authenticator.authorize(request.tokenIdentity);
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
