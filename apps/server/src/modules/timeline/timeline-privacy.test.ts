// The public journal carries no author's e-mail address (decision 019): anonymous readers, and
// tokens whose user is no longer allowlisted, get the public shape without created_by; only
// signed-in readers get the author.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { multipart } from '../../test/upload-fixtures.ts';
import { upsertAllowlistEntry } from '../identity/allowlist/allowlist-repository.ts';

let t: TestApp;
let author: SignedInUser;
let viewer: SignedInUser;
let entryId: string;

/** Anything shaped like an e-mail address, anywhere in a body. */
const EMAIL_PATTERN = /[\w.+-]+@[\w-]+(\.[\w-]+)+/;

beforeAll(async () => {
  t = await buildTestApp();
  author = await createSignedInUser(t, {
    role: 'interior_designer',
    email: 'jo.author@example.com',
    displayName: 'Jo Author',
  });
  viewer = await createSignedInUser(t, { role: 'viewer' });
  const photo = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#888' } })
    .jpeg()
    .toBuffer();
  const body = multipart([
    { name: 'title', value: 'Plastering done' },
    { name: 'description', value: 'Walls skimmed in the lounge.' },
    { name: 'date', value: '2026-03-14' },
    { name: 'photos', file: { filename: 'wall.jpg', type: 'image/jpeg', data: photo } },
  ]);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/timeline/entries',
    headers: { authorization: author.authorization, ...body.headers },
    payload: body.payload,
  });
  expect(created.statusCode, created.body).toBe(201);
  // The author's own answer (a signed-in reader) names them.
  expect(created.json().created_by).toBe('jo.author@example.com');
  entryId = created.json().id;
});
afterAll(() => t.close());

describe('the public journal', () => {
  it('gives anonymous readers every entry without any e-mail address in the body', async () => {
    const response = await t.app.inject({ url: '/api/timeline/entries?limit=100' });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(EMAIL_PATTERN);
    const [entry] = response.json();
    expect(entry.id).toBe(entryId);
    expect(Object.keys(entry).sort()).toEqual([
      'created_at',
      'date',
      'description',
      'id',
      'photos',
      'title',
      'updated_at',
    ]);
    expect(entry).toMatchObject({ title: 'Plastering done', date: '2026-03-14' });
    expect(entry.photos).toHaveLength(1);
  });

  it('gives signed-in readers the author', async () => {
    const response = await t.app.inject({
      url: '/api/timeline/entries',
      headers: { authorization: viewer.authorization },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()[0]).toMatchObject({
      id: entryId,
      created_by: 'jo.author@example.com',
    });
  });

  it('treats a token whose user was removed from the allowlist as anonymous', async () => {
    const removed = await createSignedInUser(t, { role: 'viewer' });
    await upsertAllowlistEntry(
      t.ctx.database.db,
      { email: removed.email, role: 'viewer', allowed: false },
      null,
    );
    const response = await t.app.inject({
      url: '/api/timeline/entries',
      headers: { authorization: removed.authorization },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(EMAIL_PATTERN);
    expect(response.json()[0].id).toBe(entryId);
  });
});
