import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { withDatabase } from './global-setup.ts';

/** A fresh, migrated database for one test file: PGlite in memory, or a PostgreSQL copy. */
export interface TestDatabaseHandle extends DatabaseHandle {
  /** PostgreSQL only: another connection pool to the same database, as a second instance has. */
  openAnother?: () => Promise<DatabaseHandle>;
}

export async function openTestDatabase(): Promise<TestDatabaseHandle> {
  if (process.env.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `hrt_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(url, `create database ${name} template ${inject('postgresTemplate')}`);
    const handle = await openDatabase({ databaseUrl: withDatabase(url, name) });
    return {
      ...handle,
      // A second instance's own connection pool to the same database (multi-instance tests).
      openAnother: () => openDatabase({ databaseUrl: withDatabase(url, name) }),
      close: async () => {
        await handle.close();
        await adminQuery(url, `drop database if exists ${name} with (force)`);
      },
    };
  }
  const bytes = await fs.readFile(inject('pgliteSnapshotPath'));
  return openDatabase({ pgliteSnapshot: new Blob([bytes], { type: 'application/x-gzip' }) });
}

async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
