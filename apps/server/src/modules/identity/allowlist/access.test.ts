import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, signIn, TEST_PASSWORD } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { accessRequests, accounts, allowlistEntries } from '../schema.ts';
import { upsertAllowlistEntry } from './allowlist-repository.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof createSignedInUser>>;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createSignedInUser(t, { role: 'owner', displayName: 'Olive Owner' });
});
afterAll(() => t.close());

/** A signed-in user whose allowlist entry is then removed (their token still verifies). */
async function unlistedUser() {
  const user = await createSignedInUser(t, { role: 'viewer' });
  await t.ctx.database.db.delete(allowlistEntries).where(eqEmail(user.email));
  return user;
}
const eqEmail = (email: string) => eq(allowlistEntries.email, email);

const get = (url: string, authorization?: string) =>
  t.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });

describe('GET /api/auth/me', () => {
  it('returns e-mail, display name and role', async () => {
    const response = await get('/api/auth/me', owner.authorization);
    expect(response.json()).toEqual({
      email: owner.email,
      displayName: 'Olive Owner',
      role: 'owner',
      contact_id: null,
    });
  });

  it('reads an unknown role in the table as viewer', async () => {
    const user = await createSignedInUser(t, { role: 'build_manager' });
    await upsertAllowlistEntry(
      t.ctx.database.db,
      { email: user.email, role: 'janitor', allowed: true },
      null,
    );
    expect((await get('/api/auth/me', user.authorization)).json().role).toBe('viewer');
  });

  it('sees a role change on the next request, without a new token', async () => {
    const user = await createSignedInUser(t, { role: 'viewer' });
    await upsertAllowlistEntry(
      t.ctx.database.db,
      { email: user.email, role: 'project_manager', allowed: true },
      null,
    );
    expect((await get('/api/auth/me', user.authorization)).json().role).toBe('project_manager');
  });
});

describe('GET /api/auth/access-status', () => {
  it('tells allowed, revoked, pending and none apart', async () => {
    expect((await get('/api/auth/access-status', owner.authorization)).json()).toEqual({
      status: 'allowed',
    });

    const revoked = await createSignedInUser(t, { role: 'viewer' });
    await upsertAllowlistEntry(
      t.ctx.database.db,
      { email: revoked.email, role: 'viewer', allowed: false },
      null,
    );
    expect((await get('/api/auth/access-status', revoked.authorization)).json()).toEqual({
      status: 'revoked',
    });

    const unlisted = await unlistedUser();
    expect((await get('/api/auth/access-status', unlisted.authorization)).json()).toEqual({
      status: 'none',
    });
    const request = await t.app.inject({
      method: 'POST',
      url: '/api/auth/access-request',
      headers: { authorization: unlisted.authorization },
      payload: {},
    });
    expect(request.statusCode).toBe(201);
    expect(request.json()).toEqual({ status: 'pending' });
    expect((await get('/api/auth/access-status', unlisted.authorization)).json()).toEqual({
      status: 'pending',
    });
  });

  it('needs a token', async () => {
    expect((await get('/api/auth/access-status')).statusCode).toBe(401);
  });
});

describe('POST /api/auth/access-request', () => {
  const post = (payload: unknown, authorization?: string, remoteAddress?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/access-request',
      payload: payload as object,
      headers: authorization ? { authorization } : {},
      ...(remoteAddress ? { remoteAddress } : {}),
    });

  const SUBMITTED = {
    status: 'submitted',
    message: "Your request has been submitted. We'll review and get back to you.",
  };

  it('files one pending request per e-mail, idempotently', async () => {
    for (let i = 0; i < 2; i++) {
      const response = await post({ email: 'New.Person@Example.com' });
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual(SUBMITTED);
    }
    const rows = await t.ctx.database.db
      .select()
      .from(accessRequests)
      .where(eq(accessRequests.email, 'new.person@example.com'));
    expect(rows).toHaveLength(1);
  });

  it('answers a caller without a token alike for allowlisted, revoked and unknown e-mails', async () => {
    const revoked = await createSignedInUser(t, { role: 'viewer' });
    await upsertAllowlistEntry(
      t.ctx.database.db,
      { email: revoked.email, role: 'viewer', allowed: false },
      null,
    );
    const answers = [];
    for (const email of [owner.email, revoked.email, 'never.seen@example.com']) {
      const response = await post({ email }, undefined, '10.7.0.1');
      answers.push({ status: response.statusCode, body: response.json() });
    }
    expect(answers).toEqual([
      { status: 202, body: SUBMITTED },
      { status: 202, body: SUBMITTED },
      { status: 202, body: SUBMITTED },
    ]);
    // Nothing is filed for an e-mail that already has access.
    const rows = await t.ctx.database.db
      .select()
      .from(accessRequests)
      .where(eq(accessRequests.email, owner.email));
    expect(rows).toHaveLength(0);
  });

  it('tells a signed-in caller their own status, and ignores an e-mail in the body', async () => {
    const allowed = await post({ email: 'someone.else@example.com' }, owner.authorization);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toEqual({ status: 'allowed' });
    const filed = await t.ctx.database.db
      .select()
      .from(accessRequests)
      .where(eq(accessRequests.email, 'someone.else@example.com'));
    expect(filed).toHaveLength(0);
  });

  it('limits how often one address may ask (429 rate_limited)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/access-request',
        payload: { email: `flood-${i}@example.com` },
        remoteAddress: '10.9.9.9',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 202)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('refuses {} without a token, and CRLF or 10 kB e-mails, storing nothing', async () => {
    const before = await t.ctx.database.db.select().from(accessRequests);
    for (const [payload, status, code] of [
      [{}, 400, 'validation_failed'],
      [{ email: 'a@example.com\r\nBcc: b@example.com' }, 422, 'control_characters'],
      [{ email: `${'a'.repeat(10_000)}@example.com` }, 400, 'validation_failed'],
      [{ email: 'not-an-email' }, 400, 'validation_failed'],
    ] as const) {
      const response = await post(payload);
      expect([response.statusCode, response.json().code]).toEqual([status, code]);
    }
    expect(await t.ctx.database.db.select().from(accessRequests)).toHaveLength(before.length);
  });
});

describe('POST /api/auth/admin/create-user', () => {
  const create = (payload: object, authorization = owner.authorization) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/admin/create-user',
      payload,
      headers: { authorization },
    });

  it('creates an account that can sign in, allowlisted as viewer', async () => {
    const response = await create({
      email: 'Fresh@Example.com',
      password: TEST_PASSWORD,
      display_name: 'Fresh Face',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ email: 'fresh@example.com' });
    const session = await signIn(t, 'fresh@example.com', TEST_PASSWORD);
    expect((await get('/api/auth/me', `Bearer ${session.idToken}`)).json()).toEqual({
      email: 'fresh@example.com',
      displayName: 'Fresh Face',
      role: 'viewer',
      contact_id: null,
    });
  });

  it('keeps an existing allowlist role', async () => {
    await upsertAllowlistEntry(
      t.ctx.database.db,
      { email: 'pm@example.com', role: 'project_manager', allowed: true },
      null,
    );
    expect((await create({ email: 'pm@example.com', password: TEST_PASSWORD })).statusCode).toBe(
      201,
    );
    const session = await signIn(t, 'pm@example.com', TEST_PASSWORD);
    expect((await get('/api/auth/me', `Bearer ${session.idToken}`)).json().role).toBe(
      'project_manager',
    );
  });

  it('answers 409 for an existing account', async () => {
    const response = await create({ email: owner.email, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toContain('already exists');
  });

  it('refuses CRLF or 10 kB display names, short passwords and bad e-mails, storing nothing', async () => {
    const before = await t.ctx.database.db.select().from(accounts);
    const evil = 'Evil\r\nSet-Cookie: a=b';
    for (const [payload, status, code] of [
      [
        { email: 'x1@example.com', password: TEST_PASSWORD, display_name: evil },
        422,
        'control_characters',
      ],
      [
        { email: 'x2@example.com', password: TEST_PASSWORD, display_name: 'n'.repeat(10_000) },
        400,
        'validation_failed',
      ],
      [{ email: 'x3@example.com', password: 'short' }, 400, 'validation_failed'],
      [
        { email: 'x4@example.com\r\n', password: TEST_PASSWORD, display_name: 'x'.repeat(10_240) },
        400,
        'validation_failed',
      ],
      [
        { email: `${'e'.repeat(10_000)}@example.com`, password: TEST_PASSWORD },
        400,
        'validation_failed',
      ],
    ] as const) {
      const response = await create(payload);
      expect([response.statusCode, response.json().code]).toEqual([status, code]);
    }
    expect(await t.ctx.database.db.select().from(accounts)).toHaveLength(before.length);
  });

  it('is for the owner only', async () => {
    const manager = await createSignedInUser(t, { role: 'project_manager' });
    const response = await create(
      { email: 'sneaky@example.com', password: TEST_PASSWORD },
      manager.authorization,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('forbidden');
  });
});
