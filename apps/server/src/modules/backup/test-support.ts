// Shared by the backup tests: what the API answers (every list and summary) and each stored
// file's SHA-256, so two installations can be compared; and a PostgreSQL database of our own.
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { expect } from 'vitest';
import type { FileStore } from '../../storage/file-store.ts';
import { signIn, TEST_PASSWORD } from '../../test/auth-helpers.ts';
import type { TestApp } from '../../test/build-test-app.ts';

/** Every list and summary a household reads (component-scoped ones for each component). */
export async function readEveryAnswer(t: TestApp): Promise<Record<string, unknown>> {
  const session = await signIn(t, 'owner@example.com', TEST_PASSWORD);
  const get = async (url: string) => {
    const response = await t.app.inject({
      url,
      headers: { authorization: `Bearer ${session.idToken}` },
    });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    // Signed links carry their moment of issue; the file behind them is compared by hash.
    return response.body.replace(/expires=\d+&signature=[\w-]+/g, 'signed');
  };
  const urls = [
    '/api/components',
    '/api/expenses',
    '/api/expenses/summary',
    '/api/expenses/summaries',
    '/api/expenses/export.csv',
    '/api/credit-accounts',
    '/api/credit-accounts/summary',
    '/api/insurances',
    '/api/timeline/entries',
    '/api/tasks',
    '/api/notifications',
    '/api/notifications/count',
    '/api/price-monitoring/items',
    '/api/admin/users',
    '/api/admin/access-requests',
    '/api/admin/outbox',
    '/api/trash',
  ];
  const answers: Record<string, unknown> = {};
  for (const url of urls) answers[url] = await get(url);
  const components = JSON.parse(answers['/api/components'] as string) as Array<{ id: string }>;
  for (const { id } of components) {
    for (const url of [
      `/api/documents?component_id=${id}`,
      `/api/ideas?component_id=${id}`,
      `/api/expenses/${id}/summary`,
    ]) {
      answers[url] = await get(url);
    }
  }
  return answers;
}

/** SHA-256 of every stored file, by key. */
export async function hashEveryFile(store: FileStore): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for await (const { key } of store.list()) {
    const hash = createHash('sha256');
    for await (const chunk of await store.open(key)) hash.update(chunk as Buffer);
    hashes[key] = hash.digest('hex');
  }
  return hashes;
}

const SERVER_URL =
  process.env.BACKUP_TEST_POSTGRES ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Whether the local PostgreSQL server (127.0.0.1:5432, user postgres) answers. */
export async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** A new, empty database of this test's own; `drop` removes it. */
export async function createOwnDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `hrt_backup_test_${randomBytes(5).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: SERVER_URL });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}
