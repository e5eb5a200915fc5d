import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NIGHTLY_BACKUP_JOB } from './modules/backup/nightly-backup.ts';
import { createComponentVia, createExpenseVia } from './modules/expenses/test-support.ts';
import { PRICE_CHECK_JOB } from './modules/ideas/price-check-job.ts';
import { createSignedInUser, type SignedInUser } from './test/auth-helpers.ts';
import { buildTestApp, type TestApp } from './test/build-test-app.ts';
import { type S3TestServer, startS3TestServer } from './test/s3-test-server.ts';
import { jsonLdGraphPage } from './test/shop-fixture-pages.ts';
import { type ShopTestServer, startShopTestServer } from './test/shop-test-server.ts';
import { openTestDatabase, type TestDatabaseHandle } from './test/test-database.ts';
import { multipart, png } from './test/upload-fixtures.ts';

/**
 * Scale-out (decision 010): two instances, each with its own connection pool, on one PostgreSQL
 * database (a fresh one per file) and one S3 bucket (s3rver on loopback). On PGlite there is
 * one owner process, so this file only means something in the PostgreSQL project.
 */
let s3: S3TestServer;
let shop: ShopTestServer;
let database: TestDatabaseHandle;
let a: TestApp;
let b: TestApp;
let owner: SignedInUser;
let backupDir: string;
let roomId: string;

const onPostgres = process.env.TEST_DB === 'postgres';

beforeAll(async () => {
  if (!onPostgres) return;
  database = await openTestDatabase();
  if (!database.openAnother) throw new Error('a PostgreSQL test database opens a second pool');
  s3 = await startS3TestServer(['shared']);
  shop = await startShopTestServer();
  backupDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hrt-two-instances-backups-'));
  // Everything the two share: the database, the bucket and the backup directory.
  const env = { ...s3.env('shared'), FETCH_ALLOW_HOSTS: shop.allowHost, BACKUP_DIR: backupDir };
  a = await buildTestApp({ database, env });
  b = await buildTestApp({ database: await database.openAnother(), env });
  owner = await createSignedInUser(a, { role: 'owner' });
  roomId = (await createComponentVia(a, owner.authorization, { name: 'Kitchen' })).id;
});
afterAll(async () => {
  if (!a) return;
  await a.close();
  await b.close();
  await b.ctx.database.close();
  await database.close();
  await shop.close();
  await s3.close();
  await fs.rm(backupDir, { recursive: true, force: true });
});

async function call(t: TestApp, method: 'GET' | 'POST', url: string, payload?: object) {
  const response = await t.app.inject({
    method,
    url,
    headers: { authorization: owner.authorization },
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json();
}

/** Runs a job's tick on both instances at the same moment, as their timers would. */
async function runOnBoth(job: string, tick: Date) {
  const results = await Promise.all([
    a.ctx.jobs.runNow(job, { tick }),
    b.ctx.jobs.runNow(job, { tick }),
  ]);
  return results.map((result) => result.ran).sort();
}

describe.skipIf(!onPostgres)('two instances on one PostgreSQL and one S3 bucket', () => {
  it('downloads through one instance a receipt uploaded through the other', async () => {
    const expense = await createExpenseVia(a, owner.authorization, {
      room_id: roomId,
      supplier: 'Topps Tiles',
      product: 'Metro tiles',
      rrp: 30,
      quantity: 4,
    });
    const body = multipart([
      { name: 'file', file: { filename: 'receipt.png', type: 'image/png', data: png } },
    ]);
    const upload = await a.app.inject({
      method: 'POST',
      url: `/api/expenses/${expense.id}/receipt`,
      headers: { authorization: owner.authorization, ...body.headers },
      payload: body.payload,
    });
    expect(upload.statusCode, upload.body).toBe(201);

    const link = await call(b, 'GET', `/api/expenses/${expense.id}/receipt`);
    const redirect = await b.app.inject({ url: link.receipt_url });
    expect(redirect.statusCode).toBe(302);
    const file = await fetch(String(redirect.headers.location));
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(png)).toBe(true);
  });

  it('runs a price check scheduled on both once', async () => {
    shop.route('/p/oak-table', { html: jsonLdGraphPage('1299.00') });
    const url = `${shop.origin}/p/oak-table`;
    const preview = await call(a, 'POST', '/api/ideas/extract', { url });
    const idea = await call(a, 'POST', '/api/ideas', { ...preview, component_id: roomId, url });
    await call(a, 'POST', '/api/price-monitoring/items', {
      idea_id: idea.id,
      target_price: 1000,
      email: 'ann@example.com',
    });
    const before = shop.requests.length;

    expect(await runOnBoth(PRICE_CHECK_JOB, new Date(Date.UTC(2026, 10, 26, 8)))).toEqual([
      false,
      true,
    ]);
    expect(shop.requests.length - before).toBe(1);
  });

  it('brings a change made through one to a live listener on the other', async () => {
    const base = await b.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const stream = await fetch(`${base}/api/events`, {
      headers: { authorization: owner.authorization },
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);
    try {
      const heard = readUntil(stream, controller, 'Laundry made on the other instance', 5000);
      // The stream answers 200 only once its instance listens: the change comes after.
      await createComponentVia(a, owner.authorization, {
        name: 'Laundry made on the other instance',
      });
      expect(await heard).toContain('"resource_name":"Laundry made on the other instance"');
    } finally {
      controller.abort();
    }
  });

  it('runs the nightly backup once, into the directory both share', async () => {
    const tick = new Date(Date.UTC(2026, 10, 27, 2, 30));
    expect(await runOnBoth(NIGHTLY_BACKUP_JOB, tick)).toEqual([false, true]);
    const archives = (await fs.readdir(backupDir)).filter((name) => name.endsWith('.tar'));
    expect(archives).toHaveLength(1);
  });
});

/** The stream's text up to the first frame that contains `needle`; aborts it after `ms`. */
async function readUntil(
  response: Response,
  controller: AbortController,
  needle: string,
  ms: number,
): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  const deadline = setTimeout(() => controller.abort(), ms);
  try {
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      text += decoder.decode(chunk, { stream: true });
      if (text.includes(needle)) return text;
    }
  } catch {
    // Aborted at the deadline: reported below.
  } finally {
    clearTimeout(deadline);
  }
  throw new Error(`"${needle}" not heard within ${ms} ms; heard: ${text.slice(0, 500)}`);
}
