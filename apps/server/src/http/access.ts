import { AppError } from '@hrt/shared/errors';
import { type Capability, can, type Role } from '@hrt/shared/roles';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * What a route needs: 'public' (no token), 'signed-in' (any allowlisted user) or a capability
 * of the permission table. A route that declares nothing is refused: denied by default.
 */
export type RouteAccess = 'public' | 'signed-in' | Capability;

/** The signed-in, allowlisted user a request acts for. */
export interface Principal {
  accountId: string;
  email: string;
  displayName: string | null;
  role: Role;
}

/** Turns a bearer token into a principal, or throws an AppError (401/403). */
export type Identify = (token: string, request: FastifyRequest) => Promise<Principal>;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}

export function registerAccessControl(app: FastifyInstance, identify: Identify) {
  app.decorateRequest('principal', null);

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
      if (token) request.principal = await identify(token, request).catch(() => null);
      return;
    }
    if (!token) throw new AppError('unauthenticated', 'Sign in to continue.');
    request.principal = await identify(token, request);
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

function readBearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}
