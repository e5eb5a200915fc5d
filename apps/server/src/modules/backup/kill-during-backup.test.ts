import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAppContext } from '../../app-context.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { openFileStore } from '../../storage/create-file-store.ts';
import { createLocalFileStore } from '../../storage/local-file-store.ts';
import { storedFiles } from '../files/schema.ts';
import { listArchives } from './archive-files.ts';
import { writeNightlyBackup } from './nightly-backup.ts';

const REPO = path.resolve(import.meta.dirname, '../../../../..');
const FILES = 48;
const FILE_BYTES = 1024 * 1024;

let dataDir: string;
let backupDir: string;

beforeAll(async () => {
  if (process.env.TEST_DB === 'postgres') return;
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hrt-backup-kill-'));
  backupDir = path.join(dataDir, 'backups');
  await fs.mkdir(backupDir);
  // An embedded installation with 48 MB of files: enough that a backup takes a moment.
  // From the run's migrated snapshot: an initdb and nine migrations would cost seconds.
  const snapshot = await fs.readFile(inject('pgliteSnapshotPath'));
  const database = await openDatabase({
    pgliteDir: path.join(dataDir, 'db'),
    pgliteSnapshot: new Blob([snapshot], { type: 'application/x-gzip' }),
  });
  const store = createLocalFileStore(path.join(dataDir, 'files'));
  for (let index = 0; index < FILES; index++) {
    const key = `documents/${randomUUID()}`;
    await store.put(key, randomBytes(FILE_BYTES));
    await database.db.insert(storedFiles).values({
      storageKey: key,
      contentType: 'application/octet-stream',
      sizeBytes: FILE_BYTES,
      originalName: `f${index}`,
    });
  }
  await database.close();
}, 120_000);
afterAll(async () => {
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

function startBackup(target: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/backup.ts', target], {
    cwd: REPO,
    env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production' },
    stdio: 'ignore',
  });
}

/** Waits until the backup's temp file holds at least `bytes`, then sends `signal`. */
async function stopHalfWay(child: ChildProcess, signal: NodeJS.Signals, bytes: number) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (;;) {
    const partial = (await fs.readdir(backupDir)).find((name) => name.endsWith('.partial'));
    const size = partial
      ? (await fs.stat(path.join(backupDir, partial)).catch(() => null))?.size
      : 0;
    if (size && size >= bytes) break;
    if (child.exitCode !== null) throw new Error('The backup finished before it could be stopped');
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  child.kill(signal);
  await exited;
}

// The embedded installation's command line; the PostgreSQL run of the suite has no PGlite snapshot.
describe.skipIf(process.env.TEST_DB === 'postgres')('a backup stopped half-way', () => {
  it('is never listed, and the next backup removes what a SIGKILL left', async () => {
    const child = startBackup(path.join(backupDir, 'hrt-backup-20261125T023000Z.tar'));
    await stopHalfWay(child, 'SIGKILL', 8 * FILE_BYTES);
    const left = await fs.readdir(backupDir);
    expect(left.filter((name) => name.endsWith('.partial')).length).toBe(1);
    expect(left.filter((name) => name.endsWith('.tar')).length).toBe(0);
    expect(await listArchives(backupDir)).toEqual([]);
    // Its spool of rows outlived it too, until the next backup.
    const spools = async () =>
      (await fs.readdir(os.tmpdir())).filter((name) =>
        name.startsWith(`hrt-backup-spool-${child.pid}-`),
      );
    expect((await spools()).length).toBe(1);

    const config = loadConfig({ DATA_DIR: dataDir, BACKUP_DIR: backupDir, LOG_LEVEL: 'silent' });
    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
    try {
      const ctx = createAppContext({
        config,
        database,
        signingSecret: 'x'.repeat(40),
        fileStore: await openFileStore(config),
      });
      const counts = await writeNightlyBackup(ctx, new Date('2026-11-26T02:30:00Z'));
      expect(counts).toMatchObject({ files: FILES, abandoned: 1 });
    } finally {
      await database.close();
    }
    expect(await fs.readdir(backupDir)).toEqual(['hrt-backup-20261126T023000Z.tar']);
    expect(await spools()).toEqual([]);
  }, 60_000);

  it('leaves nothing at all when stopped with SIGTERM', async () => {
    const child = startBackup(path.join(backupDir, 'hrt-backup-20261127T023000Z.tar'));
    await stopHalfWay(child, 'SIGTERM', 8 * FILE_BYTES);
    expect(await fs.readdir(backupDir)).toEqual(['hrt-backup-20261126T023000Z.tar']);
  }, 60_000);
});
