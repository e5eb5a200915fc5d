import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createAppContext } from '../../app-context.ts';
import { loadConfig } from '../../config.ts';
import { type DatabaseHandle, openDatabase } from '../../db/client.ts';
import { createLocalFileStore } from '../../storage/local-file-store.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { restoreBackup } from './restore.ts';
import { listSchemaTables } from './schema-tables.ts';
import { fillEveryTable } from './test-fixture.ts';
import {
  createOwnDatabase,
  hashEveryFile,
  postgresAnswers,
  readEveryAnswer,
} from './test-support.ts';
import { writeBackup } from './write-archive.ts';

// It makes its own PostgreSQL database: the run against TEST_DATABASE_URL need not repeat it.
const postgres = process.env.TEST_DB !== 'postgres' && (await postgresAnswers());
if (!postgres && process.env.TEST_DB !== 'postgres')
  console.warn('\n*** round-trip.test.ts: no PostgreSQL at 127.0.0.1:5432: SKIPPED ***\n');

let dir: string;
let source: TestApp;
beforeAll(async () => {
  if (!postgres) return;
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'hrt-backup-round-trip-'));
  source = await buildTestApp();
  await fillEveryTable(source);
});
afterAll(async () => {
  if (!postgres) return;
  await source.close();
  await fs.rm(dir, { recursive: true, force: true });
});

async function backupTo(t: { ctx: TestApp['ctx'] }, name: string) {
  const file = path.join(dir, name);
  const manifest = await writeBackup(t.ctx, createWriteStream(file, { mode: 0o600 }));
  return { file, manifest };
}

/** The app on a restored database and file store, as `npm start` would open it. */
async function appOn(database: DatabaseHandle, filesDir: string) {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dir, 'none'),
  });
  const ctx = createAppContext({
    config,
    database,
    fileStore: createLocalFileStore(filesDir),
    signingSecret: 'test-signing-secret-that-is-long-enough-123',
  });
  const app = await buildApp(ctx);
  await app.ready();
  return { app, ctx, filesDir, close: () => app.close() } as unknown as TestApp;
}

describe.skipIf(!postgres)('moving between PGlite and PostgreSQL', () => {
  it('restores every table and file from PGlite into PostgreSQL and back, answering alike', async () => {
    const counts = Object.fromEntries(listSchemaTables().map((table) => [table, 0]));
    const before = await readEveryAnswer(source);
    const files = await hashEveryFile(source.ctx.fileStore);
    // Six files of live rows, and the file of a document in the trash.
    expect(Object.keys(files).length).toBe(7);
    const first = await backupTo(source, 'from-pglite.tar');
    // The fixture touches every table: a table left empty would prove nothing.
    for (const [table, rows] of Object.entries(first.manifest.tables)) {
      expect(rows, table).toBeGreaterThan(0);
    }
    expect(Object.keys(first.manifest.tables).sort()).toEqual(Object.keys(counts).sort());

    const own = await createOwnDatabase();
    const pgDatabase = await openDatabase({ databaseUrl: own.url });
    try {
      const pgFiles = path.join(dir, 'pg-files');
      const pgStore = createLocalFileStore(pgFiles);
      await restoreBackup(first.file, { database: pgDatabase, fileStore: pgStore });
      const onPostgres = await appOn(pgDatabase, pgFiles);
      expect(await readEveryAnswer(onPostgres)).toEqual(before);
      expect(await hashEveryFile(onPostgres.ctx.fileStore)).toEqual(files);

      const second = await backupTo(onPostgres, 'from-postgres.tar');
      // Reading the answers signed the owner in once more: one more refresh token.
      expect(second.manifest.tables).toEqual({
        ...first.manifest.tables,
        refresh_tokens: first.manifest.tables.refresh_tokens! + 1,
      });
      await onPostgres.close();

      const pgliteDatabase = await openDatabase({});
      const pgliteFiles = path.join(dir, 'pglite-files');
      await restoreBackup(second.file, {
        database: pgliteDatabase,
        fileStore: createLocalFileStore(pgliteFiles),
      });
      const backOnPglite = await appOn(pgliteDatabase, pgliteFiles);
      expect(await readEveryAnswer(backOnPglite)).toEqual(before);
      expect(await hashEveryFile(backOnPglite.ctx.fileStore)).toEqual(files);
      await backOnPglite.close();
      await pgliteDatabase.close();
    } finally {
      await pgDatabase.close();
      await own.drop();
    }
    // Two restores and two backups of every table: 16-30 s on a loaded two-core machine.
  }, 120_000);
});
