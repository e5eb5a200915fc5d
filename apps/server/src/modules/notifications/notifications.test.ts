import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { accounts } from '../identity/schema.ts';

let t: TestApp;
let alice: SignedInUser;
let bob: SignedInUser;

beforeAll(async () => {
  t = await buildTestApp();
  alice = await createSignedInUser(t, { role: 'owner' });
  bob = await createSignedInUser(t, { role: 'build_manager' });
});
afterAll(() => t.close());

const as = (user: SignedInUser) => ({ authorization: user.authorization });

async function createRoom(user: SignedInUser, name: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/components',
    headers: as(user),
    payload: { name, type: 'room' },
  });
  expect(response.statusCode).toBe(201);
}

async function unreadCount(user: SignedInUser): Promise<number> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/notifications/count',
    headers: as(user),
  });
  expect(response.statusCode).toBe(200);
  return response.json().count;
}

describe('notifications', () => {
  it("shows other people's changes, never one's own", async () => {
    const before = await unreadCount(bob);
    await createRoom(alice, 'Kitchen');
    expect(await unreadCount(bob)).toBe(before + 1);
    expect(await unreadCount(alice)).toBe(0);

    const feed = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: as(bob) });
    expect(feed.json()[0]).toMatchObject({
      user_email: alice.email,
      action: 'created',
      resource_type: 'component',
      resource_name: 'Kitchen',
      unread: true,
    });
  });

  it('marks everything read, so only newer changes count', async () => {
    await createRoom(alice, 'Bathroom');
    const marked = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/mark-read',
      headers: as(bob),
    });
    expect(marked.statusCode).toBe(204);
    expect(await unreadCount(bob)).toBe(0);

    await new Promise((resolve) => setTimeout(resolve, 5));
    await createRoom(alice, 'Loft');
    expect(await unreadCount(bob)).toBe(1);
    const feed = await t.app.inject({
      method: 'GET',
      url: '/api/notifications?limit=2',
      headers: as(bob),
    });
    expect(
      feed
        .json()
        .map((n: { resource_name: string; unread: boolean }) => [n.resource_name, n.unread]),
    ).toEqual([
      ['Loft', true],
      ['Bathroom', false],
    ]);
  });

  it('records the last visit', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/last-visit',
      headers: as(bob),
    });
    expect(response.statusCode).toBe(204);
    const [row] = await t.ctx.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.email, bob.email));
    expect(row!.lastSeenAt).toBeInstanceOf(Date);
  });

  it('needs a signed-in user', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/notifications/count' });
    expect(response.statusCode).toBe(401);
  });
});
