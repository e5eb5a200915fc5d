import { contactMessages } from '@hrt/shared/schemas/contacts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-as.ts';
import { createSignedInUser, type SignedInUser } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

/** The directory through the API: add, read, search, change (409 when stale), trash, restore. */

let t: TestApp;
let owner: SignedInUser;
let viewer: SignedInUser;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createSignedInUser(t, { role: 'owner' });
  viewer = await createSignedInUser(t, { role: 'viewer' });
});
afterAll(() => t.close());

const as = (user: SignedInUser) => apiAs(t, user);

describe('contacts', () => {
  it('adds, reads, lists by name and searches name, company, trade, e-mail and phone', async () => {
    const sparks = await as(owner).ok('POST', '/api/contacts', {
      name: '  Sam Sparks ',
      company: 'Sparks Ltd',
      trade: 'Electrician',
      email: 'Sam@Sparks.Example',
      phone: '+44 (0)7700 900123',
      notes: 'Prefers mornings',
    });
    expect(sparks).toMatchObject({
      name: 'Sam Sparks',
      company: 'Sparks Ltd',
      trade: 'Electrician',
      email: 'sam@sparks.example',
      phone: '+44 (0)7700 900123',
      notes: 'Prefers mornings',
      created_by: owner.email,
    });
    const ann = await as(owner).ok('POST', '/api/contacts', {
      name: 'Ann Pipes',
      trade: 'Plumber',
    });
    expect(ann).toMatchObject({ company: '', email: '', phone: '', notes: '', trade: 'Plumber' });
    const other = await as(owner).ok('POST', '/api/contacts', { name: 'Bob Builder' });
    expect(other.trade).toBe('Other');

    expect(await as(owner).ok('GET', `/api/contacts/${sparks.id}`)).toEqual(sparks);
    const names = async (query: string) =>
      ((await as(viewer).ok('GET', `/api/contacts${query}`)) as { name: string }[]).map(
        (contact) => contact.name,
      );
    expect(await names('')).toEqual(['Ann Pipes', 'Bob Builder', 'Sam Sparks']);
    expect(await names('?q=SPARKS%20LTD')).toEqual(['Sam Sparks']);
    expect(await names('?q=plumb')).toEqual(['Ann Pipes']);
    expect(await names('?q=sparks.example')).toEqual(['Sam Sparks']);
    expect(await names('?q=900123')).toEqual(['Sam Sparks']);
    expect(await names('?q=bob')).toEqual(['Bob Builder']);
    // % is a letter to search for, not a wildcard.
    expect(await names('?q=%25')).toEqual([]);
  });

  it('refuses a stale update with 409 and keeps the newer version', async () => {
    const made = await as(owner).ok('POST', '/api/contacts', {
      name: 'Tina Tiles',
      trade: 'Tiler',
    });
    const changed = await as(owner).ok('PUT', `/api/contacts/${made.id}`, {
      name: 'Tina Tiles',
      company: 'Tiles & Co',
      trade: 'Tiler',
      updated_at: made.updated_at,
    });
    expect(changed.company).toBe('Tiles & Co');
    expect(changed.updated_at).not.toBe(made.updated_at);
    const stale = await as(owner).call('PUT', `/api/contacts/${made.id}`, {
      name: 'Tina T',
      updated_at: made.updated_at,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('stale_update');
    expect((await as(owner).ok('GET', `/api/contacts/${made.id}`)).name).toBe('Tina Tiles');
    const missing = await as(owner).call(
      'PUT',
      '/api/contacts/00000000-0000-4000-8000-000000000000',
      {
        name: 'Nobody',
      },
    );
    expect(missing.status).toBe(404);
  });

  it('refuses invalid fields with 422 and the messages of each field', async () => {
    const noName = await as(owner).call('POST', '/api/contacts', { name: '   ', company: 'X' });
    expect(noName.status).toBe(422);
    expect(noName.body.errors.name).toEqual([contactMessages.nameRequired]);
    const bad = await as(owner).call('POST', '/api/contacts', {
      name: 'Zed',
      email: 'not an address',
      phone: 'call me',
      trade: 'Juggler',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.email).toEqual(['Enter a valid e-mail address.']);
    expect(bad.body.errors.phone).toEqual([
      'Enter a phone number: digits, spaces, +, brackets and dashes only.',
    ]);
    expect(Object.keys(bad.body.errors)).toContain('trade');
    const made = await as(owner).ok('POST', '/api/contacts', { name: 'Yan' });
    const update = await as(owner).call('PUT', `/api/contacts/${made.id}`, { name: '' });
    expect(update.status).toBe(422);
    expect(update.body.errors.name).toEqual([contactMessages.nameRequired]);
    expect((await as(owner).ok('GET', '/api/contacts?q=zed')).length).toBe(0);
  });

  it('lets the viewer read but not write', async () => {
    const refused = await as(viewer).call('POST', '/api/contacts', { name: 'Vera' });
    expect(refused.status).toBe(403);
  });

  it('moves a contact to the trash, out of the list and the lookups, and restores it', async () => {
    const made = await as(owner).ok('POST', '/api/contacts', {
      name: 'Rita Roofs',
      trade: 'Roofer',
    });
    const entry = await as(owner).ok('DELETE', `/api/contacts/${made.id}`);
    expect(entry).toMatchObject({
      resource_type: 'contact',
      resource_id: made.id,
      label: 'Contact',
      name: 'Rita Roofs',
      can_restore: true,
    });
    expect((await as(owner).call('GET', `/api/contacts/${made.id}`)).status).toBe(404);
    expect(await as(owner).ok('GET', '/api/contacts?q=rita')).toEqual([]);
    expect((await as(owner).call('DELETE', `/api/contacts/${made.id}`)).status).toBe(404);

    await as(owner).ok('POST', `/api/trash/${entry.id}/restore`);
    expect(await as(owner).ok('GET', `/api/contacts/${made.id}`)).toEqual(made);

    const history = await as(owner).ok('GET', `/api/history/contact/${made.id}`);
    expect(history.items.map((item: { action: string }) => item.action)).toEqual([
      'restored',
      'deleted',
      'created',
    ]);
  });
});
