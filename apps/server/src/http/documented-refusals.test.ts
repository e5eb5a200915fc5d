import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../app.ts';
import { createSignedInUser, type SignedInUser } from '../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

/**
 * The published document against the server's own answers. Every API route is sent, as the
 * owner, what is refused before its schema runs: a body the JSON parser cannot read, one larger
 * than the server takes, one of a type it does not know, a cut-short upload, a malformed address
 * part. Each refusal status a route answers must be listed for it in /api/docs/json. What a route
 * can answer is read off its answers, not off the code that writes the document, so a route the
 * document forgets fails here.
 */

type Probe = {
  name: string;
  /** Which routes it is sent to; the ones it does not apply to answer nothing new. */
  applies: (route: RegisteredRoute) => boolean;
  url?: (url: string) => string;
  contentType?: string;
  payload?: string;
};

const someId = '00000000-0000-4000-8000-000000000000';
const withIds = (url: string) => url.replace(/:(\w+)/g, someId);
const hasBody = (route: RegisteredRoute) => route.method !== 'GET';

const probes: Probe[] = [
  { name: 'broken JSON', applies: hasBody, contentType: 'application/json', payload: '{"a":' },
  { name: 'empty JSON', applies: hasBody, contentType: 'application/json', payload: '' },
  {
    name: 'a body over 1 MB',
    applies: hasBody,
    contentType: 'application/json',
    payload: JSON.stringify({ a: 'x'.repeat(1_100_000) }),
  },
  { name: 'XML', applies: hasBody, contentType: 'application/xml', payload: '<a/>' },
  {
    name: 'a cut-short upload',
    applies: hasBody,
    contentType: 'multipart/form-data; boundary=x',
    payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF',
  },
  {
    name: 'a malformed address part',
    applies: (route) => route.url.includes(':'),
    url: (url) => withIds(url.replace(/:\w+/, '%zz')),
  },
];

/** The statuses that can only come from the parsers and the router, not from a handler. */
const PARSER_STATUSES = ['400', '413', '415'];

let t: TestApp;
let owner: SignedInUser;
let paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
/** Route -> the parser statuses it answered, from the probes. */
const answered = new Map<string, Set<string>>();

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createSignedInUser(t, { role: 'owner' });
  paths = JSON.parse((await t.app.inject({ url: '/api/docs/json' })).body).paths;
  const routes = t.app.registeredRoutes
    .filter((route) => route.endpoint && route.method !== 'HEAD')
    // Signing out would end the session the later probes are sent with.
    .sort((a, b) => Number(a.url.endsWith('/sign-out')) - Number(b.url.endsWith('/sign-out')));
  for (const route of routes) {
    const statuses = new Set<string>();
    for (const [index, probe] of probes.entries()) {
      if (!probe.applies(route)) continue;
      const response = await t.app.inject({
        method: route.method as 'POST',
        url: probe.url ? probe.url(route.url) : withIds(route.url),
        // Each probe from its own address: no route's rate limit hides what the next one gets.
        remoteAddress: `10.0.2.${index + 1}`,
        headers: {
          authorization: owner.authorization,
          ...(probe.contentType ? { 'content-type': probe.contentType } : {}),
        },
        ...(probe.payload === undefined ? {} : { payload: probe.payload }),
      });
      const status = String(response.statusCode);
      if (PARSER_STATUSES.includes(status)) statuses.add(status);
    }
    answered.set(`${route.method} ${route.url}`, statuses);
  }
}, 120_000);
afterAll(() => t.close());

/** The statuses the document lists for a route (`:id` is `{id}` there). */
function documented(key: string): string[] {
  const [method, url] = key.split(' ') as [string, string];
  const operation = paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
  return Object.keys(operation?.responses ?? {});
}

describe('refusals before the schema', () => {
  it('reach the routes the probes are meant for (the walk itself works)', () => {
    const answering400 = [...answered].filter(([, s]) => s.has('400')).map(([key]) => key);
    // Schema refusals answer 422 on these; the parser's and the router's answer 400.
    expect(answering400).toEqual(
      expect.arrayContaining([
        'POST /api/tasks',
        'PUT /api/tasks/:id',
        'DELETE /api/tasks/:id',
        'POST /api/ai/agentic-plan',
      ]),
    );
    // These read no body at all, yet the parser runs for them.
    expect(answering400).toEqual(
      expect.arrayContaining([
        'POST /api/ai/test',
        'POST /api/notifications/mark-read',
        'POST /api/admin/outbox/test',
      ]),
    );
    expect(answered.get('DELETE /api/expenses/:id')).toEqual(new Set(['400', '413', '415']));
    expect(answered.get('GET /api/components')).toEqual(new Set());
  });

  it('are listed in the published document for every route that answers them', () => {
    const missing: string[] = [];
    for (const [key, statuses] of answered) {
      const listed = documented(key);
      for (const status of statuses) {
        if (!listed.includes(status)) missing.push(`${key}: ${status}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
