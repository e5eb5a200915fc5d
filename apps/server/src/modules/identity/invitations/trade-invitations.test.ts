import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../../test/api-as.ts';
import { createSignedInUser, type SignedInUser } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { contacts } from '../../contacts/schema.ts';
import { allowlistEntries, invitations } from '../schema.ts';

// No SMTP server here: the owner gets each link in the answer, once.
let t: TestApp;
let owner: SignedInUser;
let plumberId: string;
beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'https://reno.example.org' } });
  owner = await createSignedInUser(t, { role: 'owner' });
  const [plumber] = await t.ctx.database.db
    .insert(contacts)
    .values({ name: 'Pip Piper', company: 'Piper Plumbing', trade: 'Plumber' })
    .returning({ id: contacts.id });
  plumberId = plumber!.id;
});
afterAll(() => t.close());

const asOwner = () => apiAs(t, owner);
const invitationsOf = (email: string) =>
  t.ctx.database.db.select().from(invitations).where(eq(invitations.email, email));
const entryOf = async (email: string) =>
  (
    await t.ctx.database.db.select().from(allowlistEntries).where(eq(allowlistEntries.email, email))
  )[0];

describe('inviting a trade', () => {
  it('needs the contact (422 on contact_id), and sends and lists nothing without it', async () => {
    const without = await asOwner().call('POST', '/api/admin/invitations', {
      email: 'pip@example.com',
      role: 'trade',
    });
    expect(without.status).toBe(422);
    expect(without.body.errors).toEqual({ contact_id: ['Choose the contact this trade is.'] });

    const unknown = await asOwner().call('POST', '/api/admin/invitations', {
      email: 'pip@example.com',
      role: 'trade',
      contact_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.detail).toBe(
      'That contact does not exist. Pick another or leave it empty.',
    );
    expect(await invitationsOf('pip@example.com')).toEqual([]);
    expect(await entryOf('pip@example.com')).toBeUndefined();
  });

  it('keeps the contact on the invitation and the allowlist; the accepted trade reads it', async () => {
    const sent = await asOwner().call('POST', '/api/admin/invitations', {
      email: 'pip@example.com',
      role: 'trade',
      contact_id: plumberId,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body).toMatchObject({
      email: 'pip@example.com',
      role: 'trade',
      contact_id: plumberId,
      contact_name: 'Piper Plumbing',
    });
    expect((await invitationsOf('pip@example.com'))[0]?.contactId).toBe(plumberId);
    expect((await entryOf('pip@example.com'))?.contactId).toBe(plumberId);

    const list = await asOwner().ok('GET', '/api/admin/invitations');
    expect(list.find((item: { id: string }) => item.id === sent.body.id)).toMatchObject({
      role: 'trade',
      contact_id: plumberId,
      contact_name: 'Piper Plumbing',
    });

    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/identity/invitations/accept',
      payload: {
        token: new URL(sent.body.link).searchParams.get('token'),
        password: 'pipes-and-more-1',
        display_name: 'Pip',
      },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${accepted.json().idToken}` },
    });
    expect(me.json()).toEqual({
      email: 'pip@example.com',
      displayName: 'Pip',
      role: 'trade',
      contact_id: plumberId,
    });
  });

  it('keeps no contact for another role, even when one is sent', async () => {
    const sent = await asOwner().ok('POST', '/api/admin/invitations', {
      email: 'decorator-pm@example.com',
      role: 'project_manager',
      contact_id: plumberId,
    });
    expect(sent).toMatchObject({ contact_id: null, contact_name: null });
    expect((await invitationsOf('decorator-pm@example.com'))[0]?.contactId).toBeNull();
    expect((await entryOf('decorator-pm@example.com'))?.contactId).toBeNull();
  });
});
