import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type S3TestServer, startS3TestServer } from '../test/s3-test-server.ts';
import { pdf, png } from '../test/upload-fixtures.ts';
import type { FileStore } from './file-store.ts';
import { createLocalFileStore } from './local-file-store.ts';
import { createS3FileStore } from './s3-file-store.ts';
import { sweepOrphanedFiles } from './sweep.ts';

/** One contract, both adapters: what features may rely on, whichever store is configured. */
let s3: S3TestServer;
let localRoot: string;
beforeAll(async () => {
  s3 = await startS3TestServer(['contract']);
  localRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'hrt-store-'));
});
afterAll(async () => {
  await s3.close();
  await fs.rm(localRoot, { recursive: true, force: true });
});

const adapters: [string, () => FileStore][] = [
  ['local disk', () => createLocalFileStore(localRoot)],
  ['S3 (s3rver on loopback)', () => createS3FileStore(s3.settings('contract'))],
];

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function keysUnder(store: FileStore, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of store.list(prefix)) keys.push(object.key);
  return keys.sort();
}

describe.each(adapters)('file store contract: %s', (_name, makeStore) => {
  let store: FileStore;
  let folder: string;
  let n = 0;
  beforeEach(() => {
    store = makeStore();
    // Each test its own folder, so listings see only what the test wrote.
    folder = `t${++n}`;
  });

  it('stores buffers and streams, reports size and the type told by the bytes', async () => {
    expect(await store.put(`${folder}/a`, png)).toEqual({
      sizeBytes: 70,
      contentType: 'image/png',
    });
    const streamed = Readable.from([pdf.subarray(0, 10), pdf.subarray(10)]);
    expect(await store.put(`${folder}/b`, streamed)).toEqual({
      sizeBytes: 45,
      contentType: 'application/pdf',
    });
    expect(await store.put(`${folder}/c`, Buffer.from('plain words'))).toEqual({
      sizeBytes: 11,
      contentType: undefined,
    });
    expect((await readAll(await store.open(`${folder}/b`))).equals(pdf)).toBe(true);
    expect(await keysUnder(store, `${folder}/`)).toEqual([
      `${folder}/a`,
      `${folder}/b`,
      `${folder}/c`,
    ]);
  });

  it('refuses more than maxBytes with a 413 and keeps nothing', async () => {
    const twelveKb = Readable.from([Buffer.alloc(6000, 1), Buffer.alloc(6000, 2)]);
    await expect(store.put(`${folder}/big`, twelveKb, { maxBytes: 10_000 })).rejects.toMatchObject({
      code: 'payload_too_large',
      status: 413,
    });
    await expect(
      store.put(`${folder}/big-buffer`, Buffer.alloc(10_001), { maxBytes: 10_000 }),
    ).rejects.toMatchObject({ code: 'payload_too_large' });
    expect(await store.put(`${folder}/exact`, Buffer.alloc(10_000), { maxBytes: 10_000 })).toEqual({
      sizeBytes: 10_000,
      contentType: undefined,
    });
    expect(await store.exists(`${folder}/big`)).toBe(false);
    expect(await keysUnder(store, `${folder}/`)).toEqual([`${folder}/exact`]);
  });

  it('leaves nothing when the source fails half-way', async () => {
    async function* failing() {
      yield Buffer.from('half');
      throw new Error('connection reset');
    }
    await expect(store.put(`${folder}/c`, Readable.from(failing()))).rejects.toThrow(
      'connection reset',
    );
    expect(await store.exists(`${folder}/c`)).toBe(false);
    expect(await keysUnder(store, `${folder}/`)).toEqual([]);
  });

  it('refuses keys that could escape its root', async () => {
    await expect(store.put('../outside', Buffer.from('x'))).rejects.toThrow('Invalid storage key');
    await expect(store.put(`${folder}/../../x`, Buffer.from('x'))).rejects.toThrow(
      'Invalid storage key',
    );
    await expect(store.open('/etc/passwd')).rejects.toThrow('Invalid storage key');
  });

  it('deletes, and treats deleting a missing key as done', async () => {
    await store.put(`${folder}/gone`, Buffer.from('x'));
    expect(await store.exists(`${folder}/gone`)).toBe(true);
    await store.delete(`${folder}/gone`);
    await store.delete(`${folder}/never-was`);
    expect(await store.exists(`${folder}/gone`)).toBe(false);
    await expect(store.open(`${folder}/gone`)).rejects.toThrow();
  });

  it('lists objects with their modification time', async () => {
    const before = Date.now();
    await store.put(`${folder}/listed`, Buffer.from('x'));
    const objects = [];
    for await (const object of store.list(`${folder}/`)) objects.push(object);
    expect(objects.map((object) => object.key)).toEqual([`${folder}/listed`]);
    // S3 keeps whole seconds.
    expect(objects[0]!.lastModified.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(objects[0]!.lastModified.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('sweeps only orphans older than an hour, never referenced files', async () => {
    await store.put(`${folder}/kept`, Buffer.from('1'));
    await store.put(`${folder}/orphan`, Buffer.from('2'));
    const ofThisTest = async (keys: string[]) =>
      // Other tests' files count as referenced: this test judges its own folder only.
      new Set(keys.filter((key) => !key.startsWith(`${folder}/`) || key.endsWith('/kept')));
    const inFiftyNineMinutes = new Date(Date.now() + 59 * 60 * 1000);
    expect(await sweepOrphanedFiles(store, ofThisTest, inFiftyNineMinutes)).toMatchObject({
      orphansRemoved: 0,
    });
    expect(await keysUnder(store, `${folder}/`)).toEqual([`${folder}/kept`, `${folder}/orphan`]);

    const inSixtyOneMinutes = new Date(Date.now() + 61 * 60 * 1000);
    expect(await sweepOrphanedFiles(store, ofThisTest, inSixtyOneMinutes)).toMatchObject({
      orphansRemoved: 1,
      orphansKept: 0,
    });
    expect(await keysUnder(store, `${folder}/`)).toEqual([`${folder}/kept`]);
  });

  it('answers its health check', async () => {
    await expect(store.check()).resolves.toBeUndefined();
  });
});
