import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './client.ts';

async function sharedBuffers(database: DatabaseHandle): Promise<string> {
  const result = await database.db.execute(sql`show shared_buffers`);
  return (result as unknown as { rows: Array<{ shared_buffers: string }> }).rows[0]!.shared_buffers;
}

// Decision 043: PostgreSQL's shared memory inside PGlite is resident from the start, so the
// server's embedded database keeps a small buffer cache.
describe('the embedded database on disk', () => {
  let dataDir: string;
  let onDisk: DatabaseHandle;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hrt-pglite-memory-'));
    onDisk = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
  }, 120_000);

  afterAll(async () => {
    await onDisk?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('starts with a 16 MB buffer cache', async () => {
    expect(await sharedBuffers(onDisk)).toBe('16MB');
  });

  it('keeps PostgreSQL default cache in memory, where the bench measures its ratios', async () => {
    const inMemory = await openDatabase({});
    try {
      expect(await sharedBuffers(inMemory)).toBe('128MB');
    } finally {
      await inMemory.close();
    }
  });
});
