// A restore that fails part-way leaves the installation exactly as it was: every row of every
// table and every stored file. In process, on the suite's database (PGlite, and PostgreSQL in
// its second run); restore-interrupted.test.ts stops the real command with signals.
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStore } from '../../storage/file-store.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { restoreBackup } from './restore.ts';
import { knownMigrations } from './schema-version.ts';
import { fillEveryTable } from './test-fixture.ts';
import { relabelSchema, rewriteArchive, stateOf } from './test-support.ts';
import { writeBackup } from './write-archive.ts';

let dir: string;
let target: TestApp;
/** An archive of the target itself, and one of another household. */
let ownArchive: string;
let otherArchive: string;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'hrt-restore-safety-'));
  const other = await buildTestApp();
  await fillEveryTable(other);
  otherArchive = path.join(dir, 'other.tar');
  await writeBackup(other.ctx, createWriteStream(otherArchive));
  await other.close();
  target = await buildTestApp();
  await fillEveryTable(target);
  ownArchive = path.join(dir, 'own.tar');
  await writeBackup(target.ctx, createWriteStream(ownArchive));
}, 60_000);
afterAll(async () => {
  await target?.close();
  await fs.rm(dir, { recursive: true, force: true });
});

const replacing = {
  replace: true,
  backupExisting: async () => '/srv/backups/hrt-before-restore-20261129T010000Z.tar',
};

/** The store on a disk that fills up after `room` more files. */
function fillingUp(store: FileStore, room: number): FileStore {
  let left = room;
  return {
    ...store,
    list: (prefix) => store.list(prefix),
    put: async (key, source, options) => {
      if (left-- <= 0) {
        throw Object.assign(new Error('ENOSPC: no space left on device, write'), {
          code: 'ENOSPC',
        });
      }
      return store.put(key, source, options);
    },
  };
}

describe('a restore that cannot finish', () => {
  it('stops at the first rows that do not fit a relabelled schema, and changes nothing', async () => {
    const relabelled = path.join(dir, 'relabelled-0007.tar');
    const schema0007 = knownMigrations()[7]!;
    expect(schema0007.tag).toBe('0007_ideas');
    await relabelSchema(ownArchive, relabelled, { migration: schema0007 });
    const before = await stateOf(target.ctx);

    const attempt = restoreBackup(relabelled, target.ctx, replacing);
    await expect(attempt).rejects.toMatchObject({ code: 'load-failed' });
    const message = await attempt.catch((error: Error) => error.message);
    expect(message).toMatch(
      /^Restoring stopped: loading the rows of backup_links failed \(relation "backup_links" does not exist\)\. Nothing was changed: the installation holds what it held before\. A copy of it is also in \/srv\/backups\/hrt-before-restore-20261129T010000Z\.tar\.$/,
    );
    expect(message).not.toMatch(/damaged/);
    expect(await stateOf(target.ctx)).toEqual(before);
  }, 60_000);

  it("on a full disk, removes the other household's files it wrote and keeps every live one", async () => {
    const before = await stateOf(target.ctx);
    const store = fillingUp(target.ctx.fileStore, 3);
    const attempt = restoreBackup(otherArchive, { ...target.ctx, fileStore: store }, replacing);
    await expect(attempt).rejects.toMatchObject({ code: 'load-failed' });
    await expect(attempt).rejects.toThrow(
      /^Restoring stopped: writing the file [\w/-]+ failed \(ENOSPC: no space left on device, write\)\. Nothing was changed/,
    );
    expect(await stateOf(target.ctx)).toEqual(before);
  }, 60_000);

  it('restoring its own archive on a full disk rewrites no live file, so none is lost', async () => {
    const before = await stateOf(target.ctx);
    expect(Object.keys(before.files).length).toBe(7);
    const store = fillingUp(target.ctx.fileStore, 0);
    await restoreBackup(ownArchive, { ...target.ctx, fileStore: store }, replacing);
    expect((await stateOf(target.ctx)).files).toEqual(before.files);
  }, 60_000);

  it('refuses a dump line far longer than any row before changing anything', async () => {
    const oversized = path.join(dir, 'oversized.tar');
    let grown = false;
    await rewriteArchive(ownArchive, oversized, (name, bytes) => {
      if (grown || !name.startsWith('db/')) return bytes;
      grown = true;
      return Buffer.concat([bytes, Buffer.from(`{"name":"${'x'.repeat(17 * 1024 * 1024)}"}\n`)]);
    });
    const before = await stateOf(target.ctx);
    const attempt = restoreBackup(oversized, target.ctx, replacing);
    await expect(attempt).rejects.toMatchObject({ code: 'oversized-row' });
    await expect(attempt).rejects.toThrow(
      /holds a row in db\/[\w-]+\.jsonl longer than 16 MB, far more than any row this app writes: it was not made by this app's backup\. Nothing was changed\./,
    );
    expect(await stateOf(target.ctx)).toEqual(before);
  }, 60_000);
});
