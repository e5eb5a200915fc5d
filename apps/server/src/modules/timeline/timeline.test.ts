import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { html, multipart, type Part, svg } from '../../test/upload-fixtures.ts';
import { activityEvents } from '../activity/schema.ts';
import { listFiles } from '../expenses/test-support.ts';
import { storedFiles } from '../files/schema.ts';
import { timelineEntries, timelinePhotos } from './schema.ts';

let t: TestApp;
let member: SignedInUser;
let viewer: SignedInUser;
let gpsPhoto: Buffer;
let plainPhoto: Buffer;

/** A JPEG carrying a GPS position in its EXIF, as a phone camera writes it. */
async function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#c08040' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Camera 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 0/1',
      },
    })
    .toBuffer();
}

beforeAll(async () => {
  t = await buildTestApp();
  member = await createSignedInUser(t, { role: 'interior_designer' });
  viewer = await createSignedInUser(t, { role: 'viewer' });
  gpsPhoto = await photoWithGps();
  plainPhoto = await sharp({
    create: { width: 30, height: 20, channels: 3, background: '#2060a0' },
  })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

const jpeg = (name: string, data: Buffer) => ({ filename: name, type: 'image/jpeg', data });

function postEntry(parts: Part[], authorization: string | null = member.authorization) {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/timeline/entries',
    headers: { ...(authorization ? { authorization } : {}), ...body.headers },
    payload: body.payload,
  });
}

const fields = (overrides: Record<string, string> = {}): Part[] =>
  Object.entries({
    title: 'Kitchen wall down',
    description: 'The wall between kitchen and dining room came out today.',
    date: '2026-03-14',
    ...overrides,
  }).map(([name, value]) => ({ name, value }));

async function storageCounts() {
  const db = t.ctx.database.db;
  const [entries] = await db.select({ n: count() }).from(timelineEntries);
  const [photos] = await db.select({ n: count() }).from(timelinePhotos);
  const [files] = await db.select({ n: count() }).from(storedFiles);
  const [activity] = await db.select({ n: count() }).from(activityEvents);
  return {
    entries: entries!.n,
    photos: photos!.n,
    files: files!.n,
    activity: activity!.n,
    onDisk: (await listFiles(t.filesDir)).length,
  };
}

describe('timeline entries', () => {
  it('creates an entry with two photos that visitors read without signing in', async () => {
    const created = await postEntry([
      ...fields(),
      { name: 'photos', file: jpeg('IMG_0001.jpg', gpsPhoto) },
      { name: 'photos', file: { filename: 'plan.png', type: 'image/png', data: plainPhoto } },
    ]);
    expect(created.statusCode, created.body).toBe(201);
    const entry = created.json();
    expect(entry).toMatchObject({
      title: 'Kitchen wall down',
      date: '2026-03-14',
      created_by: member.email,
    });
    expect(entry.photos).toHaveLength(2);
    expect(entry.photos[0]).toMatchObject({ width: 64, height: 48 });

    const list = await t.app.inject({ url: '/api/timeline/entries' });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((e: { id: string }) => e.id)).toContain(entry.id);

    const photo = await t.app.inject({ url: entry.photos[1].thumbnail_url });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
  });

  it('serves public photos without EXIF, GPS or camera details', async () => {
    const original = await sharp(gpsPhoto).metadata();
    // The fixture really carries a GPS block, so the check below can fail.
    expect(original.exif?.includes(Buffer.from('PhoneCo'))).toBe(true);
    expect(original.exif?.length).toBeGreaterThan(100);

    const created = await postEntry([
      ...fields({ title: 'Tiles arrived' }),
      { name: 'photos', file: jpeg('IMG_0002.jpg', gpsPhoto) },
    ]);
    const [photo] = created.json().photos;
    for (const url of [photo.url, photo.thumbnail_url]) {
      const served = await t.app.inject({ url });
      expect(served.statusCode).toBe(200);
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata.format).toBe('jpeg');
      expect(metadata.exif).toBeUndefined();
      expect(served.rawPayload.includes(Buffer.from('PhoneCo'))).toBe(false);
    }
  });

  it('updates only the non-empty fields it is sent', async () => {
    const entry = (await postEntry(fields({ title: 'Skip delivered' }))).json();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/timeline/entries/${entry.id}`,
      headers: { authorization: member.authorization },
      payload: { title: '  Skip collected  ' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      title: 'Skip collected',
      description: 'The wall between kitchen and dining room came out today.',
      date: '2026-03-14',
    });
  });

  it('adds photos, and deletes one by id and one by index', async () => {
    const entry = (await postEntry(fields({ title: 'Plastering' }))).json();
    const url = `/api/timeline/entries/${entry.id}/photos`;
    const body = multipart([
      { name: 'photos', file: jpeg('a.jpg', gpsPhoto) },
      { name: 'photos', file: jpeg('b.jpg', gpsPhoto) },
      { name: 'photos', file: jpeg('c.jpg', gpsPhoto) },
    ]);
    const added = await t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: member.authorization, ...body.headers },
      payload: body.payload,
    });
    expect(added.statusCode, added.body).toBe(200);
    const photos = added.json().photos as { id: string; url: string; thumbnail_url: string }[];
    expect(photos).toHaveLength(3);
    expect((await t.app.inject({ url: photos[0]!.url })).statusCode).toBe(200);
    const before = await storageCounts();

    const byId = await t.app.inject({
      method: 'DELETE',
      url: `${url}/${photos[0]!.id}`,
      headers: { authorization: member.authorization },
    });
    expect(byId.statusCode, byId.body).toBe(200);
    expect(byId.json()).toMatchObject({
      resource_type: 'timeline_photo',
      resource_id: photos[0]!.id,
      label: 'Photo',
      name: 'Photo 1 of Plastering',
    });
    const byIndex = await t.app.inject({
      method: 'DELETE',
      url: `${url}/1`,
      headers: { authorization: member.authorization },
    });
    expect(byIndex.statusCode, byIndex.body).toBe(200);
    expect(byIndex.json()).toMatchObject({
      resource_type: 'timeline_photo',
      resource_id: photos[2]!.id,
      name: 'Photo 2 of Plastering',
    });
    const list = await t.app.inject({ url: '/api/timeline/entries?limit=100' });
    const after = list.json().find((e: { id: string }) => e.id === entry.id);
    // Index 1 of [b, c] after a was removed is c: b remains.
    expect(after.photos.map((p: { id: string }) => p.id)).toEqual([photos[1]!.id]);
    for (const photo of [photos[0]!, photos[2]!]) {
      expect((await t.app.inject({ url: photo.url })).statusCode).toBe(404);
      expect((await t.app.inject({ url: photo.thumbnail_url })).statusCode).toBe(404);
    }
    // Two photos and their four files' rows are gone; the files stay until the purge.
    expect(await storageCounts()).toMatchObject({
      photos: before.photos - 2,
      files: before.files - 4,
      onDisk: before.onDisk,
    });
  });

  it('moves an entry to the trash with its photos: rows gone, files kept until the purge', async () => {
    const entry = (
      await postEntry([...fields(), { name: 'photos', file: jpeg('d.jpg', gpsPhoto) }])
    ).json();
    const photo = entry.photos[0] as { url: string; thumbnail_url: string };
    expect((await t.app.inject({ url: photo.thumbnail_url })).statusCode).toBe(200);
    const before = await storageCounts();
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/timeline/entries/${entry.id}`,
      headers: { authorization: member.authorization },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      resource_type: 'timeline_entry',
      resource_id: entry.id,
      label: 'Journal entry',
      contents: { photos: 1 },
    });
    const after = await storageCounts();
    expect(after).toMatchObject({
      entries: before.entries - 1,
      photos: before.photos - 1,
      files: before.files - 2,
      onDisk: before.onDisk,
      activity: before.activity + 1,
    });
    expect((await t.app.inject({ url: photo.url })).statusCode).toBe(404);
    expect((await t.app.inject({ url: photo.thumbnail_url })).statusCode).toBe(404);
    const list = await t.app.inject({ url: '/api/timeline/entries?limit=100' });
    expect(list.json().map((e: { id: string }) => e.id)).not.toContain(entry.id);
  });
});

describe('timeline bad input: a clear error and nothing stored', () => {
  const cases: Array<[string, () => Promise<{ statusCode: number; json(): unknown }>, number]> = [
    [
      'an SVG photo',
      () =>
        postEntry([
          ...fields(),
          { name: 'photos', file: { filename: 'x.svg', type: 'image/svg+xml', data: svg } },
        ]),
      415,
    ],
    [
      'an HTML file renamed .jpg',
      () => postEntry([...fields(), { name: 'photos', file: jpeg('x.jpg', html) }]),
      415,
    ],
    [
      'a 30 MB photo',
      () =>
        postEntry([
          ...fields(),
          {
            name: 'photos',
            file: jpeg(
              'big.jpg',
              Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(30 * 1024 * 1024)]),
            ),
          },
        ]),
      413,
    ],
    ['a future date', () => postEntry(fields({ date: '2999-01-01' })), 400],
    ['a date that does not exist', () => postEntry(fields({ date: '2026-02-30' })), 400],
    ['an empty title after trimming', () => postEntry(fields({ title: '   ' })), 400],
    ['an empty description after trimming', () => postEntry(fields({ description: '\n ' })), 400],
    ['a signed-out visitor adding', () => postEntry(fields(), null), 401],
    ['a viewer adding', () => postEntry(fields(), viewer.authorization), 403],
  ];

  for (const [name, send, status] of cases) {
    it(`refuses ${name} with ${status}`, async () => {
      const before = await storageCounts();
      const response = await send();
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({
        code: expect.any(String),
        detail: expect.any(String),
      });
      expect(await storageCounts()).toEqual(before);
    });
  }

  it('refuses deleting photo index 99, editing while signed out, and a viewer editing', async () => {
    const entry = (await postEntry(fields({ title: 'Guarded' }))).json();
    const before = await storageCounts();
    const missing = await t.app.inject({
      method: 'DELETE',
      url: `/api/timeline/entries/${entry.id}/photos/99`,
      headers: { authorization: member.authorization },
    });
    expect(missing.statusCode).toBe(404);
    const signedOut = await t.app.inject({
      method: 'PUT',
      url: `/api/timeline/entries/${entry.id}`,
      payload: { title: 'Changed' },
    });
    expect(signedOut.statusCode).toBe(401);
    const asViewer = await t.app.inject({
      method: 'PUT',
      url: `/api/timeline/entries/${entry.id}`,
      headers: { authorization: viewer.authorization },
      payload: { title: 'Changed' },
    });
    expect(asViewer.statusCode).toBe(403);
    const future = await t.app.inject({
      method: 'PUT',
      url: `/api/timeline/entries/${entry.id}`,
      headers: { authorization: member.authorization },
      payload: { date: '2999-12-31' },
    });
    expect(future.statusCode).toBe(400);
    expect(await storageCounts()).toEqual(before);
    const list = await t.app.inject({ url: '/api/timeline/entries?limit=100' });
    expect(list.json().find((e: { id: string }) => e.id === entry.id).title).toBe('Guarded');
  });
});
