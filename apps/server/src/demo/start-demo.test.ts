import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/raw-rows.ts';
import { openTestDatabase, type TestDatabaseHandle } from '../test/test-database.ts';
import { syncedOnceAtTheEnd } from './start-demo.ts';

let database: TestDatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

async function synchronousCommit(db: Database): Promise<string> {
  const [row] = await rowsOf<{ synchronous_commit: string }>(db, sql`show synchronous_commit`);
  return row!.synchronous_commit;
}

describe('the demo fill’s commits', () => {
  it('are not waited to the disk one by one during the fill, and are again after it', async () => {
    const { db } = database;
    let during = '';
    await syncedOnceAtTheEnd(db, async () => {
      during = await synchronousCommit(db);
    });
    expect(during).toBe('off');
    expect(await synchronousCommit(db)).toBe('on');
  });

  it('go back to waiting for the disk when the fill fails', async () => {
    const { db } = database;
    const failing = syncedOnceAtTheEnd(db, async () => {
      throw new Error('the fill failed');
    });
    await expect(failing).rejects.toThrow('the fill failed');
    expect(await synchronousCommit(db)).toBe('on');
  });
});
