import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages } from '../../../mail/schema.ts';
import {
  createSignedInUser,
  type SignedInUser,
  signIn,
  TEST_PASSWORD,
} from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { contacts } from '../../contacts/schema.ts';
import { allowlistEntries } from '../schema.ts';

// A trade is one contact of the directory: the owner names it when giving the role, and the
// trade's own session reads it back.
let t: TestApp;
let owner: SignedInUser;
let builderId: string;
let electricianId: string;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createSignedInUser(t, { role: 'owner' });
  const made = await t.ctx.database.db
    .insert(contacts)
    .values([
      { name: 'Bob Mason', company: 'Mason & Sons', trade: 'Builder' },
      { name: 'Eve Sparks', company: '', trade: 'Electrician' },
    ])
    .returning({ id: contacts.id });
  builderId = made[0]!.id;
  electricianId = made[1]!.id;
});
afterAll(() => t.close());

const NO_SUCH_CONTACT = '00000000-0000-4000-8000-000000000000';

const upsert = (query: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/users?${new URLSearchParams(query)}`,
    headers: { authorization: owner.authorization },
  });
const listed = async (email: string) =>
  (
    await t.ctx.database.db.select().from(allowlistEntries).where(eq(allowlistEntries.email, email))
  )[0];

describe('POST /api/admin/users with role trade', () => {
  it('refuses a trade without a contact (422 on contact_id), storing nothing', async () => {
    const response = await upsert({ email: 'nocontact@example.com', role: 'trade' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'unprocessable',
      detail: 'Choose the contact this trade is.',
      errors: { contact_id: ['Choose the contact this trade is.'] },
    });
    expect(await listed('nocontact@example.com')).toBeUndefined();
  });

  it('refuses a contact that does not exist (422), storing nothing', async () => {
    const response = await upsert({
      email: 'ghost@example.com',
      role: 'trade',
      contact_id: NO_SUCH_CONTACT,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      contact_id: ['That contact does not exist. Pick another or leave it empty.'],
    });
    expect(await listed('ghost@example.com')).toBeUndefined();
  });

  it('keeps the contact of a trade, names it in the list, and its session reads it', async () => {
    const user = await createSignedInUser(t, { role: 'viewer', email: 'bob@example.com' });
    const saved = await upsert({ email: 'bob@example.com', role: 'trade', contact_id: builderId });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      email: 'bob@example.com',
      role: 'trade',
      allowed: true,
      contact_id: builderId,
      contact_name: 'Mason & Sons',
    });

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: { authorization: owner.authorization },
    });
    const entries = list.json() as Array<Record<string, unknown>>;
    expect(entries.find((entry) => entry.email === 'bob@example.com')).toMatchObject({
      contact_id: builderId,
      contact_name: 'Mason & Sons',
    });
    // A household role has none.
    expect(entries.find((entry) => entry.email === owner.email)).toMatchObject({
      contact_id: null,
      contact_name: null,
    });

    // The role changed under the old token; a fresh sign-in reads the trade and its contact.
    const session = await signIn(t, user.email, TEST_PASSWORD);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${session.idToken}` },
    });
    expect(me.json()).toEqual({
      email: 'bob@example.com',
      displayName: null,
      role: 'trade',
      contact_id: builderId,
    });
  });

  it('names a contact without a company by its name', async () => {
    const saved = await upsert({
      email: 'eve@example.com',
      role: 'trade',
      contact_id: electricianId,
    });
    expect(saved.json().contact_name).toBe('Eve Sparks');
  });

  it('clears the contact for any other role, whatever contact_id says', async () => {
    await upsert({ email: 'switch@example.com', role: 'trade', contact_id: builderId });
    expect((await listed('switch@example.com'))?.contactId).toBe(builderId);

    const saved = await upsert({
      email: 'switch@example.com',
      role: 'build_manager',
      contact_id: builderId,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      role: 'build_manager',
      contact_id: null,
      contact_name: null,
    });
    expect((await listed('switch@example.com'))?.contactId).toBeNull();
  });

  it('a trade whose contact is gone reads as having none', async () => {
    const [temporary] = await t.ctx.database.db
      .insert(contacts)
      .values({ name: 'Short Stay', trade: 'Plumber' })
      .returning({ id: contacts.id });
    await upsert({ email: 'gone@example.com', role: 'trade', contact_id: temporary!.id });
    await t.ctx.database.db.delete(contacts).where(eq(contacts.id, temporary!.id));
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: { authorization: owner.authorization },
    });
    const entries = list.json() as Array<Record<string, unknown>>;
    expect(entries.find((entry) => entry.email === 'gone@example.com')).toMatchObject({
      contact_id: temporary!.id,
      contact_name: null,
    });
  });
});

describe('an owner becoming a trade', () => {
  it("is mailed to the owners as 'changed to Trade'", async () => {
    await upsert({ email: 'co-owner@example.com', role: 'owner' });
    const saved = await upsert({
      email: 'co-owner@example.com',
      role: 'trade',
      contact_id: builderId,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const texts = (
      await t.ctx.database.db
        .select({ to: mailMessages.toAddress, text: mailMessages.textBody })
        .from(mailMessages)
    ).filter((mail) => mail.text.includes('co-owner@example.com is no longer an owner'));
    expect(texts.map((mail) => mail.to).sort()).toEqual(
      ['co-owner@example.com', owner.email].sort(),
    );
    expect(texts[0]!.text).toContain(
      'co-owner@example.com is no longer an owner: changed to Trade.',
    );
  });
});

describe('approving an access request as a trade', () => {
  const approve = (id: string, payload: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/access-requests/${id}/approve`,
      headers: { authorization: owner.authorization },
      payload,
    });

  it('needs the contact (422), then allowlists the trade with it', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/access-request',
      payload: { email: 'asking-trade@example.com' },
    });
    const requests = (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/access-requests',
        headers: { authorization: owner.authorization },
      })
    ).json() as Array<{ id: string; email: string; status: string }>;
    const id = requests.find((entry) => entry.email === 'asking-trade@example.com')!.id;

    const without = await approve(id, { role: 'trade' });
    expect(without.statusCode).toBe(422);
    expect(without.json().errors).toEqual({ contact_id: ['Choose the contact this trade is.'] });
    expect(await listed('asking-trade@example.com')).toBeUndefined();

    const unknown = await approve(id, { role: 'trade', contact_id: NO_SUCH_CONTACT });
    expect(unknown.statusCode).toBe(422);

    const approved = await approve(id, { role: 'trade', contact_id: electricianId });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      email: 'asking-trade@example.com',
      role: 'trade',
      contact_id: electricianId,
      contact_name: 'Eve Sparks',
    });
  });
});
