// Shared by the backup tests: what the API answers (every list and summary), every row and
// each stored file's SHA-256, so two installations can be compared; archives rewritten the
// way a person or a fault could; and a PostgreSQL database of our own.
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import tar from 'tar-stream';
import { expect } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { signIn, TEST_PASSWORD } from '../../test/auth-helpers.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { rowsOf } from './schema-version.ts';
import { tablesInDatabase } from './target-schema.ts';

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
    '/api/settings/project-budget',
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

/** Every row of every table and every file's hash: what "untouched" means. */
export async function stateOf(target: { database: DatabaseHandle; fileStore: FileStore }) {
  const db = target.database.db;
  const rows: Record<string, unknown[]> = {};
  for (const table of await tablesInDatabase(db)) {
    rows[table] = await rowsOf(
      db,
      sql`select row_to_json(t)::text as row from ${sql.identifier(table)} t order by 1`,
    );
  }
  return { rows, files: await hashEveryFile(target.fileStore) };
}

/** The archive's entries with some changed by `edit`, written back as a new archive. */
export async function rewriteArchive(
  from: string,
  to: string,
  edit: (name: string, bytes: Buffer) => Buffer,
) {
  const extract = tar.extract();
  const pack = tar.pack();
  const output = createWriteStream(to);
  pack.pipe(output as unknown as NodeJS.WritableStream);
  const input = createReadStream(from);
  input.pipe(extract as unknown as NodeJS.WritableStream);
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    const bytes = edit(entry.header.name, Buffer.concat(chunks));
    await new Promise<void>((resolve, reject) =>
      pack.entry({ name: entry.header.name, size: bytes.length }, bytes, (error) =>
        error ? reject(error) : resolve(),
      ),
    );
  }
  pack.finalize();
  await new Promise<void>((resolve) => output.on('close', () => resolve()));
}

/**
 * The archive with its manifest changed by `changes` and the manifest's checksum made again
 * to match: it passes every check, as an archive relabelled by hand would.
 */
export async function relabelSchema(from: string, to: string, changes: Record<string, unknown>) {
  let manifestBytes = Buffer.alloc(0);
  await rewriteArchive(from, to, (name, bytes) => {
    if (name === 'manifest.json') {
      manifestBytes = Buffer.from(
        JSON.stringify({ ...JSON.parse(bytes.toString('utf8')), ...changes }),
      );
      return manifestBytes;
    }
    if (name === 'manifest.sha256') {
      return Buffer.from(
        `${createHash('sha256').update(manifestBytes).digest('hex')}  manifest.json\n`,
      );
    }
    return bytes;
  });
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
