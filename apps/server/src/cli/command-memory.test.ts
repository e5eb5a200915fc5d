import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { rowsOf } from '../modules/backup/schema-version.ts';
import { storedFiles } from '../modules/files/schema.ts';
import { createLocalFileStore } from '../storage/local-file-store.ts';
import { runCommand } from './measure-command.ts';

// The target: under 300 MB during a backup or a restore. On PGlite most of it is fixed
// (node, the modules, the database's WebAssembly heap and its compiled code), so a small
// installation shows whether the commands as package.json starts them stay under it
// (decision 025; the bench measures 20,000 expenses and 200 MB of files).
const LIMIT_MB = 300;

let root: string;

async function installation(name: string): Promise<string> {
  const dataDir = path.join(root, name);
  // From the run's migrated snapshot: an initdb in the test would cost seconds.
  const snapshot = await fs.readFile(inject('pgliteSnapshotPath'));
  const database = await openDatabase({
    pgliteDir: path.join(dataDir, 'db'),
    pgliteSnapshot: new Blob([snapshot], { type: 'application/x-gzip' }),
  });
  await database.close();
  return dataDir;
}

beforeAll(async () => {
  if (process.env.TEST_DB === 'postgres') return;
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'hrt-command-memory-'));
  const source = await installation('source');
  await installation('target');
  const database = await openDatabase({ pgliteDir: path.join(source, 'db') });
  await database.db.execute(
    sql`insert into components (name, type, budget) select 'Room ' || n, 'room', 1000 from generate_series(1, 5) n`,
  );
  await database.db.execute(sql`
    insert into expenses (component_id, description, supplier, rrp, total_cost, amount_due)
    select (select id from components limit 1), 'Item ' || n, 'Supplier', 10, 10, 10
    from generate_series(1, 2000) n`);
  const store = createLocalFileStore(path.join(source, 'files'));
  for (let index = 0; index < 4; index++) {
    const key = `documents/${randomUUID()}`;
    await store.put(key, randomBytes(1024 * 1024));
    await database.db.insert(storedFiles).values({
      storageKey: key,
      contentType: 'application/octet-stream',
      sizeBytes: 1024 * 1024,
      originalName: `f${index}`,
    });
  }
  await database.close();
}, 120_000);
afterAll(async () => {
  if (root) await fs.rm(root, { recursive: true, force: true });
});

describe.skipIf(process.env.TEST_DB === 'postgres')('npm run backup and restore on PGlite', () => {
  it(`each stay under ${LIMIT_MB} MB resident`, async () => {
    const archive = path.join(root, 'archive.tar');
    const backup = await runCommand('backup', [archive], { DATA_DIR: path.join(root, 'source') });
    const restore = await runCommand('restore', [archive], { DATA_DIR: path.join(root, 'target') });
    expect(backup.peakMb).toBeLessThan(LIMIT_MB);
    expect(restore.peakMb).toBeLessThan(LIMIT_MB);
    // The restore did restore: the target holds the source's rows and files.
    const target = await openDatabase({ pgliteDir: path.join(root, 'target', 'db') });
    try {
      const [row] = await rowsOf<{ expenses: number }>(
        target.db,
        sql`select count(*)::int as expenses from expenses`,
      );
      expect(row?.expenses).toBe(2000);
    } finally {
      await target.close();
    }
    expect((await fs.readdir(path.join(root, 'target', 'files', 'documents'))).length).toBe(4);
  }, 120_000);
});
