import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../app.ts';
import { createSignedInUser, type SignedInUser } from '../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

/**
 * Bad input gets a clear error, never a crash: every API route of the app (including the ones
 * added later) is called by the owner with malformed bodies, ids and query strings, and must
 * answer 4xx with the one error shape, never 5xx.
 */

let t: TestApp;
let owner: SignedInUser;
let routes: RegisteredRoute[];

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createSignedInUser(t, { role: 'owner' });
  routes = t.app.registeredRoutes.filter(
    (route) => route.url.startsWith('/api/') && route.method !== 'HEAD',
  );
});
afterAll(() => t.close());

/**
 * Routes whose body is optional and whose keys are all optional for the owner: unknown keys are
 * dropped, so any JSON object is a valid empty body (signing out needs nothing but the token).
 */
const TAKES_ANY_OBJECT = [
  'POST /api/identity/sign-out',
  // A signed-in caller's request carries their account's e-mail, not the body's.
  'POST /api/auth/access-request',
  // Its one key is optional: an empty object asks for a link to a fresh archive.
  'POST /api/admin/backup-links',
];

const isObject = (payload: string) => {
  try {
    const value: unknown = JSON.parse(payload);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
};

/** Writes with a JSON body; those without one ignore what is sent, as HTTP allows. */
const writes = () => routes.filter((route) => route.takesJsonBody);
const withIds = () => routes.filter((route) => route.url.includes(':'));

/** Every path parameter given the same value. */
const urlWith = (url: string, value: string) => url.replace(/:(\w+)(\([^)]*\))?/g, value);
const someId = '00000000-0000-4000-8000-000000000000';

const malformedBodies: Array<[label: string, payload: string]> = [
  ['broken JSON', '{"name": '],
  ['an array', '[1, 2, 3]'],
  ['a bare string', '"text"'],
  ['null', 'null'],
  ['wrong types everywhere', JSON.stringify(wrongTypes())],
  ['a deep nest', `${'{"a":'.repeat(200)}1${'}'.repeat(200)}`],
];

/** Every field name the API knows, each with a value of the wrong kind. */
function wrongTypes(): Record<string, unknown> {
  const names = [
    'name',
    'description',
    'email',
    'role',
    'status',
    'type',
    'budget',
    'room_id',
    'component_id',
    'quantity',
    'rrp',
    'discount',
    'trade_discount',
    'add_vat',
    'amount_paid',
    'committed',
    'start',
    'end',
    'startAt',
    'endAt',
    'start_date',
    'end_date',
    'dependencies',
    'updated_at',
    'goal',
    'execute',
    'url',
    'target_price',
    'monitoring',
    'balance',
    'credit_limit',
    'interest_rate',
    'due_day',
    'date',
    'title',
    'ids',
    'password',
  ];
  return Object.fromEntries(
    names.map((name, index) => [name, [{ nested: index }, 1e308, -1, true, '\u202e'][index % 5]]),
  );
}

async function expectRefused(
  response: Awaited<ReturnType<TestApp['app']['inject']>>,
  what: string,
) {
  expect(response.statusCode, `${what}: ${response.body.slice(0, 200)}`).toBeGreaterThanOrEqual(
    400,
  );
  expect(response.statusCode, `${what}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
  const body = response.json() as { detail?: unknown; code?: unknown };
  expect(typeof body.detail, what).toBe('string');
  expect(typeof body.code, what).toBe('string');
}

describe('malformed input on every route', () => {
  it('finds the routes with a JSON body (the enumeration itself works)', () => {
    const keys = writes().map((route) => `${route.method} ${route.url}`);
    expect(keys).toContain('POST /api/expenses');
    expect(keys).toContain('PATCH /api/tasks/:id/move');
    expect(keys.length).toBeGreaterThan(25);
  });

  it('refuses malformed JSON bodies with 4xx and the error shape', async () => {
    for (const route of writes()) {
      for (const [label, payload] of malformedBodies) {
        const key = `${route.method} ${route.url}`;
        if (TAKES_ANY_OBJECT.includes(key) && isObject(payload)) continue;
        const response = await t.app.inject({
          method: route.method as 'POST',
          url: urlWith(route.url, someId),
          headers: { authorization: owner.authorization, 'content-type': 'application/json' },
          payload,
        });
        await expectRefused(response, `${key} with ${label}`);
      }
    }
  });

  it('refuses ids that are not ids with 4xx, whatever the method', async () => {
    for (const route of withIds()) {
      for (const id of ['not-an-id', '%00', "1'%20or%20'1'='1", 'x'.repeat(300)]) {
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: urlWith(route.url, id),
          headers: { authorization: owner.authorization },
        });
        await expectRefused(response, `${route.method} ${route.url} with id ${id}`);
      }
    }
  });

  // `last_event_id` is refused by the event stream, which would otherwise stay open.
  it('answers odd query strings on every read with 4xx or a normal answer, never 5xx', async () => {
    const reads = routes.filter((route) => route.method === 'GET');
    for (const route of reads) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${urlWith(route.url, someId)}?last_event_id=nope&limit=-5&cursor=%00zz&component_id=nope&room_id=1&page=abc&from=2026-02-30&q=${'x'.repeat(2000)}`,
        headers: { authorization: owner.authorization },
      });
      expect(response.statusCode, `GET ${route.url}: ${response.body.slice(0, 200)}`).toBeLessThan(
        500,
      );
    }
  });
});

describe('a JSON body with a __proto__ or constructor key', () => {
  it('drops the key and takes the rest of the body, without touching any prototype', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/components',
      headers: { authorization: owner.authorization, 'content-type': 'application/json' },
      payload:
        '{"name":"Hall","type":"room","__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ name: 'Hall', type: 'room' });
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });
});

describe('a path called with a method it does not have', () => {
  it('answers 405 with the methods it does have; an unknown path stays 404', async () => {
    const wrong = await t.app.inject({
      method: 'DELETE',
      url: '/api/components',
      headers: { authorization: owner.authorization },
    });
    expect(wrong.statusCode, wrong.body).toBe(405);
    expect(wrong.headers.allow).toBe('GET, POST');
    expect(wrong.json()).toMatchObject({ code: 'method_not_allowed' });

    const withId = await t.app.inject({ method: 'POST', url: `/api/components/room/${someId}` });
    expect(withId.statusCode, withId.body).toBe(405);
    expect(withId.headers.allow).toContain('DELETE');

    const unknown = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(unknown.statusCode).toBe(404);
  });
});
