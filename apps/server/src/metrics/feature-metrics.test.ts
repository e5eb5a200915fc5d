import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asPdf, extractVia, makeTextPdf } from '../modules/extraction/test-support.ts';
import { PRICE_CHECK_JOB } from '../modules/ideas/price-check-job.ts';
import { createSignedInUser, type SignedInUser } from '../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { jsonLdGraphPage } from '../test/shop-fixture-pages.ts';
import { type ShopTestServer, startShopTestServer } from '../test/shop-test-server.ts';

// The features that count through ctx.metrics: reading a document, checking a shop's price.
const TOKEN = 'metrics-token-0123456789abcdef';
let shop: ShopTestServer;
let t: TestApp;
let owner: SignedInUser;
let roomId: string;

beforeAll(async () => {
  shop = await startShopTestServer();
  t = await buildTestApp({ env: { METRICS_TOKEN: TOKEN, FETCH_ALLOW_HOSTS: shop.allowHost } });
  owner = await createSignedInUser(t, { role: 'owner' });
  roomId = (await call('POST', '/api/components', { name: 'Kitchen', type: 'room' })).id;
});
afterAll(async () => {
  await t.close();
  await shop.close();
});

async function call(method: 'GET' | 'POST', url: string, payload?: object) {
  const response = await t.app.inject({
    method,
    url,
    headers: { authorization: owner.authorization },
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json();
}

async function sample(series: string): Promise<number | undefined> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  const line = response.body.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('feature metrics', () => {
  it('counts a document read and times it', async () => {
    const response = await extractVia(t, owner.authorization, {
      roomId,
      file: asPdf(await makeTextPdf(1)),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await sample('hrt_extractions_total{outcome="succeeded"}')).toBe(1);
    expect(await sample('hrt_extraction_duration_seconds_count{outcome="succeeded"}')).toBe(1);
  });

  it("counts price checks, the schedule's and 'Check now', priced and failed", async () => {
    shop.route('/p/oak-table', { html: jsonLdGraphPage('1299.00') });
    const url = `${shop.origin}/p/oak-table`;
    const preview = await call('POST', '/api/ideas/extract', { url });
    const idea = await call('POST', '/api/ideas', { ...preview, component_id: roomId, url });
    await call('POST', '/api/price-monitoring/items', {
      idea_id: idea.id,
      target_price: 1000,
      email: 'ann@example.com',
    });

    expect(await t.ctx.jobs.runNow(PRICE_CHECK_JOB)).toMatchObject({ outcome: 'succeeded' });
    shop.route('/p/oak-table', { html: '<html><body>Sold out</body></html>' });
    await call('POST', '/api/price-monitoring/check-now', { idea_id: idea.id });

    expect(await sample('hrt_price_checks_total{outcome="priced"}')).toBe(1);
    expect(await sample('hrt_price_checks_total{outcome="failed"}')).toBe(1);
    expect(await sample('hrt_job_runs_total{job="price-checks",outcome="succeeded"}')).toBe(1);
  });
});
