// The real restore command (`npm run restore -- <file> --replace`), stopped the ways it stops
// on a bad day: an archive whose rows do not fit the schema it names, SIGKILL half-way, Ctrl-C
// half-way. Each time, a database opened afterwards, as the next start opens it, holds every
// row it held before and every stored file is there with the same bytes. On an embedded
// database on disk and on PostgreSQL.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseOptions, openDatabase } from '../../db/client.ts';
import { createLocalFileStore } from '../../storage/local-file-store.ts';
import { isPartial } from '../../storage/partial-files.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { storedFiles } from '../files/schema.ts';
import { restoreBackup } from './restore.ts';
import { knownMigrations, rowsOf } from './schema-version.ts';
import { fillEveryTable } from './test-fixture.ts';
import { createOwnDatabase, postgresAnswers, relabelSchema, stateOf } from './test-support.ts';
import { writeBackup } from './write-archive.ts';

const REPO = path.resolve(import.meta.dirname, '../../../../..');
/** Files of 1 MB in the big archive: enough that writing them takes a moment to stop in. */
const BIG_FILES = 64;

// It runs the command line on its own databases: the suite's PostgreSQL run need not repeat it.
const enabled = process.env.TEST_DB !== 'postgres';
const postgres = enabled && (await postgresAnswers());

let dir: string;
/** Another household with 64 MB of files; the installation's own data; the same relabelled. */
let bigArchive: string;
let liveArchive: string;
let relabelledArchive: string;
let bigKeys: Set<string>;

beforeAll(async () => {
  if (!enabled) return;
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'hrt-restore-interrupted-'));
  const other = await buildTestApp();
  await fillEveryTable(other);
  for (let index = 0; index < BIG_FILES; index++) {
    const key = `documents/${randomUUID()}`;
    await other.ctx.fileStore.put(key, randomBytes(1024 * 1024));
    await other.ctx.database.db.insert(storedFiles).values({
      storageKey: key,
      contentType: 'application/octet-stream',
      sizeBytes: 1024 * 1024,
      originalName: `f${index}`,
    });
  }
  bigArchive = path.join(dir, 'big.tar');
  const big = await writeBackup(other.ctx, createWriteStream(bigArchive));
  bigKeys = new Set(big.files.map((entry) => entry.key));
  await other.close();
  const live = await buildTestApp();
  await fillEveryTable(live);
  liveArchive = path.join(dir, 'live.tar');
  await writeBackup(live.ctx, createWriteStream(liveArchive));
  await live.close();
  relabelledArchive = path.join(dir, 'live-0007.tar');
  await relabelSchema(liveArchive, relabelledArchive, { migration: knownMigrations()[7] });
}, 120_000);
afterAll(async () => {
  if (dir) await fs.rm(dir, { recursive: true, force: true });
});

interface Installation {
  env: Record<string, string>;
  database: DatabaseOptions;
  filesDir: string;
}

/** The installation's rows and files, read the way the next start reads them. */
async function stateAt(installation: Installation) {
  const database = await openDatabase(installation.database);
  try {
    return await stateOf({ database, fileStore: createLocalFileStore(installation.filesDir) });
  } finally {
    await database.close();
  }
}

function startRestore(installation: Installation, archive: string): ChildProcess {
  return spawn(
    process.execPath,
    ['--liftoff-only', '--import', 'tsx', 'apps/server/src/cli/restore.ts', archive, '--replace'],
    {
      cwd: REPO,
      env: { ...process.env, ...installation.env, NODE_ENV: 'production', LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
}

/** The command's exit code and what it printed. */
function finished(child: ChildProcess): Promise<{ code: number | null; output: string }> {
  let output = '';
  child.stdout!.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr!.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

/** How many of the big archive's files the installation's store holds. */
async function bigFilesIn(installation: Installation): Promise<number> {
  let count = 0;
  for await (const { key } of createLocalFileStore(installation.filesDir).list()) {
    if (bigKeys.has(key)) count++;
  }
  return count;
}

/** Sends `signal` once the restore has written 16 more of the big archive's files. */
async function stopWhileWritingFiles(
  installation: Installation,
  child: ChildProcess,
  signal: NodeJS.Signals,
) {
  const already = await bigFilesIn(installation);
  for (;;) {
    if ((await bigFilesIn(installation)) >= already + 16) break;
    if (child.exitCode !== null) throw new Error('The restore ended before it could be stopped');
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  child.kill(signal);
}

/** Every row as before, every live file with its bytes; anything more is the big archive's. */
function expectUntouched(
  before: Awaited<ReturnType<typeof stateAt>>,
  after: Awaited<ReturnType<typeof stateAt>>,
) {
  expect(after.rows).toEqual(before.rows);
  for (const [key, hash] of Object.entries(before.files)) expect(after.files[key], key).toBe(hash);
  for (const key of Object.keys(after.files)) {
    if (!(key in before.files)) expect(bigKeys.has(key) || isPartial(key), key).toBe(true);
  }
}

/** The three ways a restore stops, on one installation. */
function interruptions(name: string, make: () => Promise<Installation>) {
  let installation: Installation;
  beforeAll(async () => {
    installation = await make();
  }, 60_000);

  it(`${name}: a relabelled archive stops at its first rows that do not fit, and the next start finds everything`, async () => {
    const before = await stateAt(installation);
    expect(Object.keys(before.files).length).toBe(7);
    const { code, output } = await finished(startRestore(installation, relabelledArchive));
    expect(code).toBe(1);
    expect(output).toMatch(
      /Restoring stopped: loading the rows of backup_links failed \(relation "backup_links" does not exist\)\. Nothing was changed: the installation holds what it held before\. A copy of it is also in .*hrt-before-restore-\d{8}T\d{6}Z\.tar\./,
    );
    expect(output).not.toMatch(/damaged/);
    expect(await stateAt(installation)).toEqual(before);
  }, 90_000);

  it(`${name}: stopped with Ctrl-C, it undoes what it wrote and says so`, async () => {
    const before = await stateAt(installation);
    const child = startRestore(installation, bigArchive);
    const done = finished(child);
    await stopWhileWritingFiles(installation, child, 'SIGINT');
    const { code, output } = await done;
    expect(code).toBe(130);
    expect(output).toMatch(
      /The restore was stopped \(SIGINT\)\. Nothing was changed: the installation holds what it held before\. A copy of it is also in .*hrt-before-restore-\d{8}T\d{6}Z\.tar\./,
    );
    // The files it wrote are removed again: nothing at all is left of it.
    expect(await stateAt(installation)).toEqual(before);
  }, 90_000);

  it(`${name}: killed with SIGKILL while writing files, the next start finds every row and file`, async () => {
    const before = await stateAt(installation);
    const child = startRestore(installation, bigArchive);
    const done = finished(child);
    await stopWhileWritingFiles(installation, child, 'SIGKILL');
    expect((await done).code).toBe(null);
    expectUntouched(before, await stateAt(installation));
  }, 90_000);

  it(`${name}: a restore left to finish replaces the household`, async () => {
    const { code, output } = await finished(startRestore(installation, bigArchive));
    expect(code, output).toBe(0);
    const database = await openDatabase(installation.database);
    try {
      expect(await rowsOf(database.db, sql`select count(*)::int as n from stored_files`)).toEqual([
        { n: 70 },
      ]);
    } finally {
      await database.close();
    }
    expect((await stateAt(installation)).files).toMatchObject(
      Object.fromEntries([...bigKeys].map((key) => [key, expect.any(String)])),
    );
  }, 90_000);
}

/** The installation's own data restored into `database` and a files folder beside it. */
async function fillInstallation(root: string, database: DatabaseOptions): Promise<Installation> {
  const filesDir = path.join(root, 'files');
  const handle = await openDatabase(database);
  try {
    await restoreBackup(liveArchive, {
      database: handle,
      fileStore: createLocalFileStore(filesDir),
    });
  } finally {
    await handle.close();
  }
  return {
    database,
    filesDir,
    env: { DATA_DIR: root, BACKUP_DIR: path.join(root, 'backups') },
  };
}

describe.skipIf(!enabled)('the restore command, stopped, on an embedded database on disk', () => {
  interruptions('PGlite', async () => {
    const root = path.join(dir, 'pglite');
    return fillInstallation(root, { pgliteDir: path.join(root, 'db') });
  });
});

describe.skipIf(!postgres)('the restore command, stopped, on PostgreSQL', () => {
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await drop?.();
  });
  interruptions('PostgreSQL', async () => {
    const own = await createOwnDatabase();
    drop = own.drop;
    const root = path.join(dir, 'postgres');
    const installation = await fillInstallation(root, { databaseUrl: own.url });
    return { ...installation, env: { ...installation.env, DATABASE_URL: own.url } };
  });
});
