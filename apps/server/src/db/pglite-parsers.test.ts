import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabaseHandle } from '../test/test-database.ts';
import { rowsOf } from './raw-rows.ts';
import { withTransaction } from './transaction.ts';

let database: TestDatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** One value of each type Drizzle reads as PostgreSQL's text, written as literals. */
const typed = sql`select
  '2026-03-02 10:30:00'::timestamp as "timestamp",
  '2026-03-02 10:30:00+00'::timestamptz as "timestamptz",
  '2026-03-02'::date as "date",
  '1 day 02:00:00'::interval as "interval",
  array[1.50, 2.25]::numeric[] as "numerics",
  array['2026-03-02']::date[] as "dates",
  array['2026-03-02 10:30:00+00']::timestamptz[] as "timestamptzs"`;

/** Exactly as PostgreSQL writes them: none becomes a Date or a number on the way. */
const asText = {
  timestamp: '2026-03-02 10:30:00',
  timestamptz: '2026-03-02 10:30:00+00',
  date: '2026-03-02',
  interval: '1 day 02:00:00',
  numerics: '{1.50,2.25}',
  dates: '{2026-03-02}',
  timestamptzs: '{"2026-03-02 10:30:00+00"}',
};

describe('dates, timestamps, intervals and numeric arrays (decision 047)', () => {
  it('come back as PostgreSQL’s text through the query builder', async () => {
    const [row] = await rowsOf(database.db, typed);
    expect(row).toEqual(asText);
  });

  it('come back the same inside a transaction', async () => {
    const [row] = await withTransaction(database.db, (tx) => rowsOf(tx, typed));
    expect(row).toEqual(asText);
  });
});
