import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FileStore } from './file-store.ts';
import { createLocalFileStore } from './local-file-store.ts';
import { partialName } from './partial-files.ts';
import { sweepOrphanedFiles } from './sweep.ts';

let root: string;
let store: FileStore;

beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'hrt-store-'));
  store = createLocalFileStore(root);
});
afterEach(() => fs.rm(root, { recursive: true, force: true }));

// What only the local adapter does; the shared behaviour is in file-store.contract.test.ts.
describe('local file store', () => {
  it('writes under its root and leaves no temp file behind', async () => {
    await store.put('receipts/a', Buffer.from('hello'));
    await store.put('receipts/b', Readable.from([Buffer.from('wor'), Buffer.from('ld')]));
    expect(await fs.readdir(path.join(root, 'receipts'))).toEqual(['a', 'b']);
    expect(await fs.readFile(path.join(root, 'receipts', 'b'), 'utf8')).toBe('world');
  });

  it('keeps its files private to the server user: directories 0700, files 0600', async () => {
    await store.put('receipts/a', Buffer.from('hello'));
    const mode = async (file: string) => (await fs.stat(file)).mode & 0o777;
    expect(await mode(root)).toBe(0o700);
    expect(await mode(path.join(root, 'receipts'))).toBe(0o700);
    expect(await mode(path.join(root, 'receipts', 'a'))).toBe(0o600);
  });

  it('removes its temp file when the write fails', async () => {
    async function* failing() {
      yield Buffer.from('half');
      throw new Error('connection reset');
    }
    await expect(store.put('receipts/c', Readable.from(failing()))).rejects.toThrow();
    expect(await fs.readdir(path.join(root, 'receipts'))).toEqual([]);
  });

  it('has no URL of its own: the app streams local files', async () => {
    await store.put('receipts/a', Buffer.from('x'));
    const options = {
      fileName: 'a.pdf',
      contentType: 'application/pdf',
      disposition: 'attachment' as const,
      expiresInSeconds: 300,
    };
    expect(await store.signedDownloadUrl('receipts/a', options)).toBeNull();
  });

  it('sweeps a temp file of no known writer once it is an hour old, and not before', async () => {
    const temp = path.join(root, 'receipts', 'kept.1234.partial');
    await fs.mkdir(path.dirname(temp), { recursive: true });
    await fs.writeFile(temp, 'interrupted write');
    const nothingReferenced = async () => new Set<string>();
    expect(await sweepOrphanedFiles(store, nothingReferenced)).toMatchObject({ orphansRemoved: 0 });
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await fs.utimes(temp, twoHoursAgo, twoHoursAgo);
    expect(await sweepOrphanedFiles(store, nothingReferenced)).toEqual({
      scanned: 1,
      partialsRemoved: 0,
      orphansRemoved: 1,
      orphansKept: 0,
    });
    expect(await fs.readdir(path.join(root, 'receipts'))).toEqual([]);
  });

  it('removes at once the temp files of writers that are gone, and keeps the rest', async () => {
    await fs.mkdir(path.join(root, 'receipts'));
    const dead = spawnSync(process.execPath, ['-e', '0']).pid;
    const names = {
      deadProcess: partialName('receipts/a', dead),
      earlierStart: partialName('receipts/b', process.pid, 'abcdef'),
      live: partialName('receipts/c'),
      otherHost: 'receipts/d.deadbeef-1-abcdef.00000000-0000-4000-8000-000000000000.partial',
      noWriter: 'receipts/e.1234.partial',
      complete: 'receipts/f',
    };
    for (const name of Object.values(names)) await fs.writeFile(path.join(root, name), 'x');
    const nothingReferenced = async () => new Set<string>();

    expect(await sweepOrphanedFiles(store, nothingReferenced)).toEqual({
      scanned: 6,
      partialsRemoved: 2,
      orphansRemoved: 0,
      orphansKept: 0,
    });
    const left = async () => (await fs.readdir(path.join(root, 'receipts'))).sort();
    expect(await left()).toEqual(
      [names.live, names.otherHost, names.noWriter, names.complete].map((n) => n.slice(9)).sort(),
    );

    // A store this process owns alone (the embedded database's lock): every other temp file is
    // dead; its own upload in progress stays, an unreferenced complete file waits for its hour.
    expect(
      await sweepOrphanedFiles(store, nothingReferenced, new Date(), { exclusive: true }),
    ).toMatchObject({ partialsRemoved: 2, orphansRemoved: 0 });
    expect(await left()).toEqual([names.live.slice(9), 'f'].sort());
  });
});
