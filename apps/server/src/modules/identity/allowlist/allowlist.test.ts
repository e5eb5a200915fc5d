import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSignedInUser,
  refreshWith,
  signIn,
  TEST_PASSWORD,
} from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { allowlistEntries, refreshTokens } from '../schema.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof createSignedInUser>>;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createSignedInUser(t, { role: 'owner' });
});
afterAll(() => t.close());

const upsert = (query: Record<string, string>, authorization = owner.authorization) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/users?${new URLSearchParams(query)}`,
    headers: { authorization },
  });
const me = (authorization: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization } });
const listed = async (email: string) =>
  (
    await t.ctx.database.db.select().from(allowlistEntries).where(eq(allowlistEntries.email, email))
  )[0];

describe('/api/admin/users', () => {
  it('adds, lists and updates entries (adding an existing e-mail updates it)', async () => {
    const added = await upsert({ email: 'Designer@Example.com', role: 'interior_designer' });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({
      email: 'designer@example.com',
      role: 'interior_designer',
      allowed: true,
    });
    expect(new Date(added.json().created_at).getTime()).toBeGreaterThan(0);

    const updated = await upsert({
      email: 'designer@example.com',
      role: 'viewer',
      allowed: 'false',
    });
    expect(updated.json()).toMatchObject({ role: 'viewer', allowed: false });

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: { authorization: owner.authorization },
    });
    expect(list.statusCode).toBe(200);
    const entries = list.json() as Array<{ email: string }>;
    expect(entries.filter((entry) => entry.email === 'designer@example.com')).toHaveLength(1);
    expect(entries.map((entry) => entry.email)).toContain(owner.email);
  });

  it('defaults role to viewer and allowed to true', async () => {
    expect((await upsert({ email: 'plain@example.com' })).json()).toMatchObject({
      role: 'viewer',
      allowed: true,
    });
  });

  it('revoking cuts the user off at once and revokes their refresh tokens', async () => {
    const user = await createSignedInUser(t, { role: 'build_manager' });
    const session = await signIn(t, user.email, TEST_PASSWORD);
    expect((await me(user.authorization)).statusCode).toBe(200);

    await upsert({ email: user.email, role: 'build_manager', allowed: 'false' });

    const denied = await me(user.authorization);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe('user_disabled');
    const refresh = await refreshWith(t, session.refreshToken);
    expect(refresh.statusCode).toBe(401);
    const live = await t.ctx.database.db.select().from(refreshTokens);
    const accountId = JSON.parse(
      Buffer.from(user.token.split('.')[1]!, 'base64url').toString(),
    ).sub;
    expect(live.filter((row) => row.accountId === accountId && !row.revokedAt)).toEqual([]);
  });

  it('allowing a revoked user again leaves their earlier tokens ended (401); a new sign-in works', async () => {
    const user = await createSignedInUser(t, { role: 'viewer' });
    await upsert({ email: user.email, role: 'viewer', allowed: 'false' });
    expect((await me(user.authorization)).json().code).toBe('user_disabled');

    await upsert({ email: user.email, role: 'project_manager', allowed: 'true' });
    const old = await me(user.authorization);
    expect([old.statusCode, old.json().code]).toEqual([401, 'token_invalid']);

    const fresh = await signIn(t, user.email, TEST_PASSWORD);
    const now = await me(`Bearer ${fresh.idToken}`);
    expect([now.statusCode, now.json().role]).toEqual([200, 'project_manager']);
  });

  it('adding a removed user again leaves their earlier tokens ended (401)', async () => {
    const user = await createSignedInUser(t, { role: 'build_manager' });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${encodeURIComponent(user.email)}`,
      headers: { authorization: owner.authorization },
    });
    expect(removed.statusCode).toBe(204);
    await upsert({ email: user.email, role: 'build_manager' });
    const old = await me(user.authorization);
    expect([old.statusCode, old.json().code]).toEqual([401, 'token_invalid']);
  });

  it('deleting cuts the user off at once; deleting again answers 404', async () => {
    const user = await createSignedInUser(t, { role: 'project_manager' });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${encodeURIComponent(user.email)}`,
      headers: { authorization: owner.authorization },
    });
    expect(removed.statusCode).toBe(204);
    expect(await listed(user.email)).toBeUndefined();
    expect((await me(user.authorization)).json().code).toBe('user_disabled');
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${encodeURIComponent(user.email)}`,
      headers: { authorization: owner.authorization },
    });
    expect(again.statusCode).toBe(404);
  });

  it('the owner cannot revoke, demote or delete themself (409, nothing changed)', async () => {
    const attempts: Array<Record<string, string>> = [
      { email: owner.email, role: 'owner', allowed: 'false' },
      { email: owner.email, role: 'viewer' },
    ];
    for (const query of attempts) {
      const response = await upsert(query);
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('conflict');
    }
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${encodeURIComponent(owner.email)}`,
      headers: { authorization: owner.authorization },
    });
    expect(removed.statusCode).toBe(409);
    expect(await listed(owner.email)).toMatchObject({ role: 'owner', allowed: true });
  });

  it('a member cannot raise their own or anyone else’s role', async () => {
    for (const role of [
      'project_manager',
      'build_manager',
      'interior_designer',
      'viewer',
    ] as const) {
      const member = await createSignedInUser(t, { role });
      for (const query of [
        { email: member.email, role: 'owner' },
        { email: 'someone@example.com', role: 'project_manager' },
      ]) {
        const response = await upsert(query, member.authorization);
        expect(response.statusCode).toBe(403);
        expect(response.json().code).toBe('forbidden');
      }
      expect((await listed(member.email))?.role).toBe(role);
      expect(await listed('someone@example.com')).toBeUndefined();
    }
  });

  it('refuses bad query values cleanly, storing nothing', async () => {
    const before = await t.ctx.database.db.select().from(allowlistEntries);
    const attempts: Array<[Record<string, string>, number, string]> = [
      [{ email: 'x@example.com', role: 'superuser' }, 400, 'validation_failed'],
      [{ email: 'x@example.com', allowed: 'maybe' }, 400, 'validation_failed'],
      [{ email: 'x@example.com\r\nX-Injected: 1' }, 422, 'control_characters'],
      [{ email: `${'x'.repeat(10_000)}@example.com` }, 400, 'validation_failed'],
      [{ role: 'viewer' }, 400, 'validation_failed'],
    ];
    for (const [query, status, code] of attempts) {
      const response = await upsert(query);
      expect([response.statusCode, response.json().code]).toEqual([status, code]);
    }
    expect(await t.ctx.database.db.select().from(allowlistEntries)).toHaveLength(before.length);
  });
});

describe('/api/admin/access-requests', () => {
  const request = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/access-request', payload: { email } });
  const list = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/access-requests',
        headers: { authorization: owner.authorization },
      })
    ).json() as Array<{ id: string; email: string; status: string }>;

  it('approves with a role, declines, and lists pending first', async () => {
    await request('approve-me@example.com');
    await request('decline-me@example.com');
    let requests = await list();
    const approveId = requests.find((entry) => entry.email === 'approve-me@example.com')!.id;
    const declineId = requests.find((entry) => entry.email === 'decline-me@example.com')!.id;

    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/access-requests/${approveId}/approve`,
      headers: { authorization: owner.authorization },
      payload: { role: 'build_manager' },
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      email: 'approve-me@example.com',
      role: 'build_manager',
      allowed: true,
    });

    const declined = await t.app.inject({
      method: 'POST',
      url: `/api/admin/access-requests/${declineId}/decline`,
      headers: { authorization: owner.authorization },
    });
    expect(declined.statusCode).toBe(204);

    await request('later@example.com');
    requests = await list();
    expect(requests[0]).toMatchObject({ email: 'later@example.com', status: 'pending' });
    expect(requests.find((entry) => entry.id === approveId)?.status).toBe('approved');
    expect(requests.find((entry) => entry.id === declineId)?.status).toBe('declined');
  });

  it('answers 404 for an unknown request and 400 for a bad role or id', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/admin/access-requests/00000000-0000-4000-8000-000000000000/approve',
      headers: { authorization: owner.authorization },
      payload: { role: 'viewer' },
    });
    expect(missing.statusCode).toBe(404);
    await request('bad-role@example.com');
    const id = (await list()).find((entry) => entry.email === 'bad-role@example.com')!.id;
    const badRole = await t.app.inject({
      method: 'POST',
      url: `/api/admin/access-requests/${id}/approve`,
      headers: { authorization: owner.authorization },
      payload: { role: 'emperor' },
    });
    expect(badRole.statusCode).toBe(400);
    expect(await listed('bad-role@example.com')).toBeUndefined();
    const badId = await t.app.inject({
      method: 'POST',
      url: '/api/admin/access-requests/not-a-uuid/decline',
      headers: { authorization: owner.authorization },
    });
    expect(badId.statusCode).toBe(400);
  });
});
