import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalFileStore, type FileStore } from './local-file-store.ts';

let root: string;
let store: FileStore;

beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'hrt-store-'));
  store = createLocalFileStore(root);
});
afterEach(() => fs.rm(root, { recursive: true, force: true }));

describe('local file store', () => {
  it('writes buffers and streams atomically and reads them back', async () => {
    expect(await store.put('receipts/a', Buffer.from('hello'))).toBe(5);
    expect(
      await store.put('receipts/b', Readable.from([Buffer.from('wor'), Buffer.from('ld')])),
    ).toBe(5);
    const chunks: Buffer[] = [];
    for await (const chunk of await store.open('receipts/b')) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('world');
    expect(await fs.readdir(path.join(root, 'receipts'))).toEqual(['a', 'b']);
  });

  it('leaves no partial file when the source fails half-way', async () => {
    async function* failing() {
      yield Buffer.from('half');
      throw new Error('connection reset');
    }
    await expect(store.put('receipts/c', Readable.from(failing()))).rejects.toThrow(
      'connection reset',
    );
    expect(await fs.readdir(path.join(root, 'receipts'))).toEqual([]);
    expect(await store.exists('receipts/c')).toBe(false);
  });

  it('refuses keys that could escape its root', async () => {
    await expect(store.put('../outside', Buffer.from('x'))).rejects.toThrow('Invalid storage key');
    await expect(store.put('receipts/../../x', Buffer.from('x'))).rejects.toThrow(
      'Invalid storage key',
    );
  });

  it('sweeps temp files and files no row points at, keeping the rest', async () => {
    await store.put('receipts/kept', Buffer.from('1'));
    await store.put('receipts/orphan', Buffer.from('2'));
    await fs.writeFile(path.join(root, 'receipts', 'kept.1234.partial'), 'interrupted write');
    const result = await store.sweep(
      async (keys) => new Set(keys.filter((key) => key.endsWith('kept'))),
    );
    expect(result).toEqual({ tempFilesRemoved: 1, orphansRemoved: 1 });
    expect(await fs.readdir(path.join(root, 'receipts'))).toEqual(['kept']);
  });
});
