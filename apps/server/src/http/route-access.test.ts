import { type Capability, can, capabilities, type Role, roles } from '@hrt/shared/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../app.ts';
import { contacts } from '../modules/contacts/schema.ts';
import { upsertAllowlistEntry } from '../modules/identity/allowlist/allowlist-repository.ts';
import { createSignedInUser, type SignedInUser } from '../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

/**
 * Builds the whole app and checks every registered route, including the ones other
 * features add later: each has an access rule, only the reviewed list below is public,
 * and the rest refuse requests without a token, with a revoked user's token, and from a
 * role the permission table does not allow: the five household roles and a trade, signed in
 * as a real contact (its narrower rows are trade-scope.test.ts's).
 */

/** Routes that answer without a token, each for a reason (identity protocol). */
const PUBLIC_API_ROUTES: Array<[method: string, url: string | RegExp]> = [
  ['GET', '/api/health'],
  ['GET', /^\/api\/docs(\/|$)/],
  ['POST', '/api/identity/sign-in'],
  ['POST', '/api/identity/refresh'],
  ['POST', '/api/identity/sign-out'],
  ['GET', '/api/identity/config'],
  ['POST', '/api/identity/setup'],
  // The invitation's one-time token is its permission.
  ['POST', '/api/identity/invitations/accept'],
  ['GET', '/api/identity/oidc/start'],
  ['GET', '/api/identity/oidc/callback'],
  ['POST', '/api/auth/access-request'],
  // The signature in a download link is its permission.
  ['GET', '/api/files/:fileId'],
  // Likewise for a backup link, signed for the owner (decision 025).
  ['GET', '/api/backup-downloads'],
  // And for the kept copy of an idea's picture, signed for whoever was shown the idea.
  ['GET', '/api/ideas/:id/picture'],
  // The timeline is readable by visitors: its read routes only.
  ['GET', /^\/api\/timeline(\/|$)/],
];

let t: TestApp;
let routes: RegisteredRoute[];
const users = {} as Record<Role, SignedInUser>;
let revoked: SignedInUser;

beforeAll(async () => {
  t = await buildTestApp();
  // HEAD routes mirror GET ones (same rule); checking the GET is enough.
  routes = t.app.registeredRoutes.filter((route) => route.method !== 'HEAD');
  // A trade is always a contact: without one it could not sign in at all.
  const [contact] = await t.ctx.database.db
    .insert(contacts)
    .values({ name: 'Access Table Builder', trade: 'Builder' })
    .returning();
  for (const role of roles) {
    users[role] = await createSignedInUser(t, {
      role,
      ...(role === 'trade' ? { contactId: contact!.id } : {}),
    });
  }
  revoked = await createSignedInUser(t, { role: 'owner' });
  await upsertAllowlistEntry(
    t.ctx.database.db,
    { email: revoked.email, role: 'owner', allowed: false },
    null,
  );
});
afterAll(() => t.close());

const apiRoutes = () => routes.filter((route) => route.url.startsWith('/api/'));
const isReviewedPublic = (route: RegisteredRoute) =>
  PUBLIC_API_ROUTES.some(
    ([method, url]) =>
      (method === route.method || (method === 'GET' && route.method === 'HEAD')) &&
      (typeof url === 'string' ? url === route.url : url.test(route.url)),
  );
const guarded = () => apiRoutes().filter((route) => route.access !== 'public');

/** A concrete URL for a route pattern: every parameter gets a plausible value. */
function concreteUrl(url: string): string {
  return url
    .replace(/:(\w*email\w*)/gi, 'someone%40example.com')
    .replace(/:(\w+)(\([^)]*\))?/g, '00000000-0000-4000-8000-000000000000')
    .replace(/\*/g, 'anything');
}

const call = (route: RegisteredRoute, authorization?: string) =>
  t.app.inject({
    method: route.method as 'GET',
    url: concreteUrl(route.url),
    headers: authorization ? { authorization } : {},
  });

describe('every registered route', () => {
  it('finds the routes of the app (the enumeration itself works)', () => {
    const keys = routes.map((route) => `${route.method} ${route.url}`);
    expect(keys).toContain('GET /api/health');
    expect(keys).toContain('GET /api/admin/users');
    expect(keys).toContain('GET /.well-known/jwks.json');
  });

  it('declares an access rule', () => {
    const missing = routes.filter((route) => route.access === undefined);
    expect(missing.map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });

  it('declares a known rule: public, token, signed-in or a capability of roles.ts', () => {
    const known = new Set<string>(['public', 'token', 'signed-in', ...capabilities]);
    const unknown = routes.filter((route) => !known.has(String(route.access)));
    expect(unknown.map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });

  it('is public under /api only when it is on the reviewed public list', () => {
    const unexpected = apiRoutes().filter(
      (route) => route.access === 'public' && !isReviewedPublic(route),
    );
    expect(unexpected.map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });

  it('answers 401 without a token unless it is public', async () => {
    expect(guarded().length).toBeGreaterThan(5);
    for (const route of guarded()) {
      const response = await call(route);
      expect(
        { route: `${route.method} ${route.url}`, status: response.statusCode },
        response.body,
      ).toEqual({ route: `${route.method} ${route.url}`, status: 401 });
      expect(response.json().code).toBe('unauthenticated');
    }
  });

  it('answers 401 to a garbage bearer token unless it is public', async () => {
    for (const route of guarded()) {
      const response = await call(route, 'Bearer not.a.jwt');
      expect([route.url, response.statusCode]).toEqual([route.url, 401]);
    }
  });

  it('answers 403 user_disabled to a revoked user (at once, with a still-valid token)', async () => {
    for (const route of guarded().filter((route) => route.access !== 'token')) {
      const response = await call(route, revoked.authorization);
      expect([route.url, response.statusCode, response.json().code]).toEqual([
        route.url,
        403,
        'user_disabled',
      ]);
    }
  });

  it('answers 403 forbidden to every role the permission table does not allow', async () => {
    let checked = 0;
    for (const route of guarded()) {
      const capability = route.access;
      if (
        capability === 'public' ||
        capability === 'token' ||
        capability === 'signed-in' ||
        capability === undefined
      ) {
        continue;
      }
      for (const role of roles.filter((role) => !can(role, capability))) {
        const response = await call(route, users[role].authorization);
        expect([route.method, route.url, role, response.statusCode]).toEqual([
          route.method,
          route.url,
          role,
          403,
        ]);
        expect(response.json().code).toBe('forbidden');
        checked++;
      }
    }
    // At least the owner-only admin routes were checked against the five other roles.
    expect(checked).toBeGreaterThanOrEqual(5 * 6);
  });

  it('lets the trade in (its principal is real), so the 403s above come from the table', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/tasks',
      headers: { authorization: users.trade.authorization },
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers a trade on every route exactly as the capability table says', async () => {
    const byAccess = new Map<string, string[]>();
    for (const route of guarded()) {
      const access = String(route.access);
      if (access === 'public' || access === 'token' || access === 'signed-in') continue;
      byAccess.set(access, [...(byAccess.get(access) ?? []), `${route.method} ${route.url}`]);
      // The live stream stays open: its narrowing is trade-scope.test.ts's.
      if (route.url === '/api/events') continue;
      const response = await call(route, users.trade.authorization);
      const refused = response.statusCode === 403 && response.json().code === 'forbidden';
      if (!can('trade', route.access as Capability)) {
        expect([route.method, route.url, response.statusCode]).toEqual([
          route.method,
          route.url,
          403,
        ]);
      }
      // Allowed ones get past the access hook: whatever the service answers, not its 403.
      if (can('trade', route.access as Capability) && route.method === 'GET') {
        expect([route.method, route.url, refused]).toEqual([route.method, route.url, false]);
      }
    }
    // The trade's routes, written out: a route opened to trades must be added here on purpose.
    expect(
      [...(byAccess.get('work.read') ?? []), ...(byAccess.get('work.contribute') ?? [])].sort(),
    ).toEqual([
      'GET /api/contacts/:id',
      'GET /api/contacts/:id/work',
      'GET /api/documents',
      'GET /api/documents/:id/download',
      'GET /api/events',
      'GET /api/expenses',
      'GET /api/expenses/:id',
      'GET /api/expenses/:id/receipt',
      'GET /api/insurances',
      'GET /api/insurances/:id/file',
      'GET /api/notifications',
      'GET /api/notifications/count',
      'GET /api/settings/calendar',
      'GET /api/tasks',
      'PATCH /api/tasks/:id/status',
      'POST /api/documents',
      'POST /api/notifications/last-visit',
      'POST /api/notifications/mark-read',
      'POST /api/timeline/entries',
      'POST /api/timeline/entries/:id/photos',
    ]);
  });

  it('refuses a trade on the signed-in routes that are not its own (the trash)', async () => {
    for (const [method, url] of [
      ['GET', '/api/trash'],
      ['POST', '/api/trash/00000000-0000-4000-8000-000000000000/restore'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: { authorization: users.trade.authorization },
      });
      expect([method, url, response.statusCode, response.json().code]).toEqual([
        method,
        url,
        403,
        'forbidden',
      ]);
    }
  });
});

describe('a route added without an access rule', () => {
  it('is listed without a rule (so the checks above fail) and is closed', async () => {
    const other = await buildTestApp({
      prepare: (app) => {
        app.get('/api/forgotten-rule', async () => ({ leaked: true }));
      },
    });
    try {
      const route = other.app.registeredRoutes.find((entry) => entry.url === '/api/forgotten-rule');
      expect(route).toEqual({
        method: 'GET',
        url: '/api/forgotten-rule',
        access: undefined,
        takesJsonBody: false,
        rateLimited: false,
        // Not mounted from a contract either: the contract walk lists it as uncovered.
        endpoint: undefined,
      });
      const response = await other.app.inject({ method: 'GET', url: '/api/forgotten-rule' });
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain('leaked');
    } finally {
      await other.close();
    }
  });
});
