import { asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages } from '../../../mail/schema.ts';
import { createSignedInUser, type SignedInUser } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { activityEvents } from '../../activity/schema.ts';
import { allowlistEntries } from '../schema.ts';

/**
 * Decision 020: the founding owner cannot be demoted, revoked or removed by a second owner;
 * every owner change is recorded in the activity feed and mailed (outbox, no SMTP here) to
 * every owner and to the person concerned.
 */

let t: TestApp;
let founder: SignedInUser;
let second: SignedInUser;

beforeAll(async () => {
  t = await buildTestApp();
  // Made first, so it is the founding owner (the set-up link's account in real life).
  founder = await createSignedInUser(t, { role: 'owner', email: 'founder@example.com' });
  second = await createSignedInUser(t, { role: 'owner', email: 'second@example.com' });
});
afterAll(() => t.close());

const db = () => t.ctx.database.db;

const upsert = (actor: SignedInUser, query: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/users?${new URLSearchParams(query)}`,
    headers: { authorization: actor.authorization },
  });

const remove = (actor: SignedInUser, email: string) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/admin/users/${encodeURIComponent(email)}`,
    headers: { authorization: actor.authorization },
  });

const entryOf = async (email: string) =>
  (await db().select().from(allowlistEntries).where(eq(allowlistEntries.email, email)))[0];

const ownerEvents = () =>
  db()
    .select({
      actor: activityEvents.actorEmail,
      action: activityEvents.action,
      name: activityEvents.resourceName,
    })
    .from(activityEvents)
    .where(eq(activityEvents.resourceType, 'owner'))
    .orderBy(asc(activityEvents.createdAt));

const mailsAbout = async (subjectLine: string) =>
  (
    await db()
      .select({ to: mailMessages.toAddress, text: mailMessages.textBody })
      .from(mailMessages)
      .orderBy(desc(mailMessages.createdAt))
  )
    .filter((mail) => mail.text.startsWith(subjectLine))
    .map((mail) => mail.to)
    .sort();

describe('the founding owner', () => {
  it('cannot be demoted, revoked or removed by a second owner (409, nothing changed)', async () => {
    const eventsBefore = (await ownerEvents()).length;
    for (const query of [
      { email: founder.email, role: 'viewer', allowed: 'true' },
      { email: founder.email, role: 'owner', allowed: 'false' },
    ]) {
      const response = await upsert(second, query);
      expect([response.statusCode, response.json()]).toEqual([
        409,
        {
          detail:
            'founder@example.com is the founding owner: no other owner can demote, revoke or remove them.',
          code: 'conflict',
        },
      ]);
    }
    expect((await remove(second, founder.email)).statusCode).toBe(409);
    expect(await entryOf(founder.email)).toMatchObject({ role: 'owner', allowed: true });
    expect(await ownerEvents()).toHaveLength(eventsBefore);
    // The founder still works.
    const me = await t.app.inject({
      url: '/api/auth/me',
      headers: { authorization: founder.authorization },
    });
    expect(me.json().role).toBe('owner');
  });
});

describe('owner changes are recorded and mailed', () => {
  it('promotion, demotion and removal: one feed event and one mail per owner each', async () => {
    const member = await createSignedInUser(t, {
      role: 'build_manager',
      email: 'member@example.com',
    });
    const start = (await ownerEvents()).length;

    expect((await upsert(second, { email: member.email, role: 'owner' })).statusCode).toBe(200);
    expect(await mailsAbout('member@example.com is now an owner.')).toEqual([
      'founder@example.com',
      'member@example.com',
      'second@example.com',
    ]);

    // The founder demotes the second owner (allowed: only the founder is protected).
    expect((await upsert(founder, { email: second.email, role: 'viewer' })).statusCode).toBe(200);
    expect(
      await mailsAbout('second@example.com is no longer an owner: changed to Viewer.'),
    ).toEqual(['founder@example.com', 'member@example.com', 'second@example.com']);

    expect((await remove(founder, member.email)).statusCode).toBe(204);
    expect(
      await mailsAbout('member@example.com is no longer an owner: removed from the allowlist.'),
    ).toEqual(['founder@example.com', 'member@example.com']);

    expect((await ownerEvents()).slice(start)).toEqual([
      { actor: 'second@example.com', action: 'created', name: 'member@example.com' },
      { actor: 'founder@example.com', action: 'deleted', name: 'second@example.com' },
      { actor: 'founder@example.com', action: 'deleted', name: 'member@example.com' },
    ]);
  });

  it('records nothing and mails nobody for a change that touches no owner', async () => {
    const before = (await ownerEvents()).length;
    const mailsBefore = (await db().select().from(mailMessages)).length;
    expect(
      (await upsert(founder, { email: 'helper@example.com', role: 'viewer' })).statusCode,
    ).toBe(200);
    expect(
      (await upsert(founder, { email: 'helper@example.com', role: 'build_manager' })).statusCode,
    ).toBe(200);
    expect(await ownerEvents()).toHaveLength(before);
    expect(await db().select().from(mailMessages)).toHaveLength(mailsBefore);
  });

  it('tells the other owners through their feed', async () => {
    const extra = await createSignedInUser(t, { role: 'viewer', email: 'extra@example.com' });
    expect((await upsert(founder, { email: extra.email, role: 'owner' })).statusCode).toBe(200);
    const feed = await t.app.inject({
      url: '/api/notifications',
      headers: { authorization: extra.authorization },
    });
    expect(feed.statusCode, feed.body).toBe(200);
    expect(JSON.stringify(feed.json())).toContain('extra@example.com');
  });
});
