import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-as.ts';
import { createSignedInUser } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { type ShopTestServer, startShopTestServer } from '../../test/shop-test-server.ts';

const NO_LINK =
  'This idea has no shop link, so its price cannot be monitored. Save it again with its link to monitor it.';

let shop: ShopTestServer;
let t: TestApp;
let api: ReturnType<typeof apiAs>;
let componentId: string;

beforeAll(async () => {
  shop = await startShopTestServer();
  t = await buildTestApp();
  api = apiAs(t, await createSignedInUser(t, { role: 'owner' }));
  componentId = (await api.ok('POST', '/api/components', { name: 'Kitchen', type: 'room' })).id;
});
afterAll(async () => {
  await t?.close();
  await shop?.close();
});

describe('an idea typed in by hand', () => {
  it('is saved without a link, and lists with url null', async () => {
    const created = await api.call('POST', '/api/ideas', {
      component_id: componentId,
      name: 'Brass pendant',
      price: 89.5,
      retailer: 'Local lighting shop',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Brass pendant',
      price: 89.5,
      currency: 'GBP',
      retailer: 'Local lighting shop',
      url: null,
    });
    const listed = await api.ok('GET', `/api/ideas?component_id=${componentId}`);
    expect(listed.map((idea: { url: string | null }) => idea.url)).toEqual([null]);
  });

  it('treats an empty link as none', async () => {
    const created = await api.ok('POST', '/api/ideas', {
      component_id: componentId,
      name: 'Tiles',
      url: '',
    });
    expect(created.url).toBeNull();
  });

  it('keeps a link that is given, and refuses one that is not a web address', async () => {
    const kept = await api.ok('POST', '/api/ideas', {
      component_id: componentId,
      name: 'Tap',
      url: 'https://shop.example.org/tap',
    });
    expect(kept.url).toBe('https://shop.example.org/tap');
    const refused = await api.call('POST', '/api/ideas', {
      component_id: componentId,
      name: 'Tap',
      url: 'shop.example.org/tap',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({
      url: ['Enter a full web address starting with https://.'],
    });
  });

  it('cannot be price-monitored, and says why', async () => {
    const idea = await api.ok('POST', '/api/ideas', { component_id: componentId, name: 'Rug' });
    const target = await api.call('POST', '/api/price-monitoring/items', {
      idea_id: idea.id,
      target_price: 50,
      email: 'ann@example.com',
    });
    expect(target).toEqual({ status: 409, body: { code: 'conflict', detail: NO_LINK } });
    const monitor = await api.call('PUT', `/api/price-monitoring/preferences/${idea.id}`, {
      monitor_price: true,
      email_alerts: false,
    });
    expect(monitor).toEqual({ status: 409, body: { code: 'conflict', detail: NO_LINK } });
    const check = await api.call('POST', '/api/price-monitoring/check-now', { idea_id: idea.id });
    expect(check).toEqual({ status: 409, body: { code: 'conflict', detail: NO_LINK } });
    // Switching monitoring off asks nothing of the link.
    const off = await api.call('PUT', `/api/price-monitoring/preferences/${idea.id}`, {
      monitor_price: false,
      email_alerts: false,
    });
    expect(off.status).toBe(200);
  });
});

describe('what a failed fetch answers (the form then opens with the link)', () => {
  it('refuses a private address unless FETCH_ALLOW_HOSTS lists it', async () => {
    shop.route('/p/lamp', { html: '<h1>Lamp</h1>' });
    const refused = await api.call('POST', '/api/ideas/extract', { url: `${shop.origin}/p/lamp` });
    expect(refused).toEqual({
      status: 400,
      body: {
        code: 'url_not_allowed',
        detail: 'That address is on a private network and cannot be fetched.',
      },
    });
  });

  it("says the shop's HTTP error", async () => {
    const allowed = await buildTestApp({ env: { FETCH_ALLOW_HOSTS: shop.allowHost } });
    try {
      const owner = apiAs(allowed, await createSignedInUser(allowed, { role: 'owner' }));
      const missing = await owner.call('POST', '/api/ideas/extract', {
        url: `${shop.origin}/p/gone`,
      });
      expect(missing).toEqual({
        status: 422,
        body: { code: 'fetch_failed', detail: 'The shop answered with an error (HTTP 404).' },
      });
    } finally {
      await allowed.close();
    }
  });
});
