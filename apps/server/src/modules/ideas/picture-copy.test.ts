import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findReferencedKeys } from '../../referenced-keys.ts';
import { sweepOrphanedFiles } from '../../storage/sweep.ts';
import { createSignedInUser, type SignedInUser } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { type S3TestServer, startS3TestServer } from '../../test/s3-test-server.ts';
import { openGraphPage, PIXEL_PNG } from '../../test/shop-fixture-pages.ts';
import { type ShopTestServer, startShopTestServer } from '../../test/shop-test-server.ts';
import { ideas } from './schema.ts';

// A saved idea keeps its own copy of the shop's picture (at most 800 px, no EXIF; decision 018),
// served by the app, so the card still shows it once the shop's page and picture are gone.

/** A 1600x1200 JPEG carrying EXIF that names the camera: the copy must not keep it. */
async function shopPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#7a5230' } })
    .jpeg()
    .withExifMerge({ IFD0: { Make: 'ShopCamCo', Copyright: 'Velvet Studio' } })
    .toBuffer();
}

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3TestServer(['idea-pictures']);
});
afterAll(() => s3.close());

describe.each(['local', 's3'] as const)("an idea's picture kept in %s storage", (kind) => {
  let shop: ShopTestServer;
  let t: TestApp;
  let owner: SignedInUser;
  let componentId: string;

  beforeAll(async () => {
    shop = await startShopTestServer();
    const env = {
      FETCH_ALLOW_HOSTS: shop.allowHost,
      ...(kind === 's3' ? s3.env('idea-pictures') : {}),
    };
    t = await buildTestApp({ env });
    owner = await createSignedInUser(t, { role: 'owner' });
    componentId = (await call('POST', '/api/components', { name: 'Snug', type: 'room' })).json().id;
  });
  afterAll(async () => {
    await t.close();
    await shop.close();
  });

  function call(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
    return t.app.inject({
      method,
      url,
      headers: { authorization: owner.authorization },
      ...(payload ? { payload } : {}),
    });
  }

  async function saveArmchair(path: string) {
    shop.route(path, { html: openGraphPage('89.99') });
    const url = `${shop.origin}${path}`;
    const preview = (await call('POST', '/api/ideas/extract', { url })).json();
    expect(preview.image_url).toBe(`${shop.origin}/media/velvet-armchair.jpg`);
    const saved = await call('POST', '/api/ideas', { ...preview, component_id: componentId, url });
    expect(saved.statusCode, saved.body).toBe(201);
    return saved.json();
  }

  it('is re-encoded to 800 px without EXIF, and still shown after the shop is gone', async () => {
    const photo = await shopPhoto();
    expect((await sharp(photo).metadata()).exif?.includes(Buffer.from('ShopCamCo'))).toBe(true);
    shop.route('/media/velvet-armchair.jpg', (_request, response) =>
      response.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo),
    );
    const idea = await saveArmchair('/p/armchair');
    // The link is the app's own; the shop's address stays the idea's link.
    expect(idea.url).toBe(`${shop.origin}/p/armchair`);
    expect(idea.image_url).toMatch(
      new RegExp(`^/api/ideas/${idea.id}/picture\\?expires=\\d+&signature=[\\w-]+$`),
    );
    const [row] = await t.ctx.database.db.select().from(ideas).where(eq(ideas.id, idea.id));
    expect(row?.imageUrl).toBe(`${shop.origin}/media/velvet-armchair.jpg`);
    expect(row?.imageKey).toMatch(/^idea-images\/[0-9a-f-]{36}$/);
    expect(await t.ctx.fileStore.exists(row!.imageKey!)).toBe(true);

    await shop.close();

    const listed = (await call('GET', `/api/ideas?component_id=${componentId}`)).json();
    const card = listed.find((entry: { id: string }) => entry.id === idea.id);
    // An <img> sends no token: the signed link alone serves the picture.
    const served = await t.app.inject({ url: card.image_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const metadata = await sharp(served.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 800, 600]);
    expect(metadata.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('ShopCamCo'))).toBe(false);
  });

  it('a link with a changed signature or another idea id serves nothing', async () => {
    const listed = (await call('GET', `/api/ideas?component_id=${componentId}`)).json();
    const link: string = listed[0].image_url;
    // The signature's first character changed: to 'A' unless it is one already (1 link in 64).
    const forgedLink = link.replace(/signature=(.)/, (_, first: string) =>
      first === 'A' ? 'signature=B' : 'signature=A',
    );
    expect(forgedLink).not.toBe(link);
    const forged = await t.app.inject({ url: forgedLink });
    expect(forged.statusCode).toBe(403);
    const otherIdea = link.replace(
      /ideas\/[0-9a-f-]+/,
      'ideas/00000000-0000-4000-8000-000000000000',
    );
    expect((await t.app.inject({ url: otherIdea })).statusCode).toBe(403);
  });

  it('deleting the idea stops serving its copy and keeps the file until the purge', async () => {
    const db = t.ctx.database.db;
    const [row] = await db.select().from(ideas).where(eq(ideas.componentId, componentId));
    const listed = (await call('GET', `/api/ideas?component_id=${componentId}`)).json();
    const link: string = listed.find((entry: { id: string }) => entry.id === row!.id).image_url;
    expect((await t.app.inject({ url: link })).statusCode).toBe(200);

    const removed = await call('DELETE', `/api/ideas/${row!.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ resource_type: 'idea', resource_id: row!.id });
    expect(await db.select().from(ideas).where(eq(ideas.id, row!.id))).toEqual([]);
    expect((await t.app.inject({ url: link })).statusCode).toBe(404);
    // The trash still points at the copy: the start-up sweep keeps it.
    const inTwoHours = new Date(Date.now() + 2 * 60 * 60 * 1000);
    await sweepOrphanedFiles(t.ctx.fileStore, (keys) => findReferencedKeys(db, keys), inTwoHours);
    expect(await t.ctx.fileStore.exists(row!.imageKey!)).toBe(true);
  });
});

describe('a picture that cannot be kept', () => {
  let shop: ShopTestServer;
  let t: TestApp;
  let owner: SignedInUser;

  beforeAll(async () => {
    shop = await startShopTestServer();
    t = await buildTestApp({ env: { FETCH_ALLOW_HOSTS: shop.allowHost } });
    owner = await createSignedInUser(t, { role: 'owner' });
  });
  afterAll(async () => {
    await t.close();
    await shop.close();
  });

  it("a page instead of a picture: the idea is saved with the shop's address, nothing stored", async () => {
    shop.route('/p/armchair', { html: openGraphPage('89.99') });
    shop.route('/media/velvet-armchair.jpg', { html: '<h1>Not a picture</h1>' });
    const headers = { authorization: owner.authorization };
    const room = await t.app.inject({
      method: 'POST',
      url: '/api/components',
      headers,
      payload: { name: 'Porch', type: 'room' },
    });
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/ideas',
      headers,
      payload: {
        component_id: room.json().id,
        name: 'Velvet Armchair',
        price: 89.99,
        currency: 'GBP',
        url: `${shop.origin}/p/armchair`,
        image_url: `${shop.origin}/media/velvet-armchair.jpg`,
        retailer: 'Sofa Hub',
        description: '',
        tags: [],
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().image_url).toBe(`${shop.origin}/media/velvet-armchair.jpg`);
    const [row] = await t.ctx.database.db.select().from(ideas).where(eq(ideas.id, saved.json().id));
    expect(row?.imageKey).toBeNull();
  });

  it("the storage sweep keeps an idea's copy, and removes it once a cascade took the idea", async () => {
    const headers = { authorization: owner.authorization };
    shop.route('/media/stool.jpg', (_request, response) =>
      response.writeHead(200, { 'content-type': 'image/png' }).end(PIXEL_PNG),
    );
    const room = await t.app.inject({
      method: 'POST',
      url: '/api/components',
      headers,
      payload: { name: 'Loft', type: 'room' },
    });
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/ideas',
      headers,
      payload: {
        component_id: room.json().id,
        name: 'Oak Stool',
        price: 45,
        currency: 'GBP',
        url: `${shop.origin}/p/stool`,
        image_url: `${shop.origin}/media/stool.jpg`,
        retailer: 'Stool Shop',
        description: '',
        tags: [],
      },
    });
    const { db } = t.ctx.database;
    const [row] = await db.select().from(ideas).where(eq(ideas.id, saved.json().id));
    const key = row!.imageKey!;
    const inTwoHours = new Date(Date.now() + 2 * 60 * 60 * 1000);
    const sweep = () =>
      sweepOrphanedFiles(t.ctx.fileStore, (keys) => findReferencedKeys(db, keys), inTwoHours);
    expect(await sweep()).toMatchObject({ orphansRemoved: 0 });
    expect(await t.ctx.fileStore.exists(key)).toBe(true);
    // What deleting the component does to its ideas, without the ideas module knowing.
    await db.delete(ideas).where(eq(ideas.id, row!.id));
    expect(await sweep()).toMatchObject({ orphansRemoved: 1 });
    expect(await t.ctx.fileStore.exists(key)).toBe(false);
  });
});
