import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/raw-rows.ts';
import { openTestDatabase, type TestDatabaseHandle } from '../../test/test-database.ts';

/**
 * Migration 0017 (contacts) on a database as 0016 left it: each contractor named on a policy
 * becomes one contact, and the policy and the expenses whose supplier is that name (trimmed,
 * ignoring case) are linked to it; every other row stays as it was, unlinked.
 */

let database: TestDatabaseHandle;

const KITCHEN = '00000000-0000-4000-8000-00000000000a';
const FILE = '00000000-0000-4000-8000-0000000000f1';
const POLICY = '00000000-0000-4000-8000-0000000000e1';
const SPARKS_EXPENSE = '00000000-0000-4000-8000-000000000101';
const BQ_EXPENSE = '00000000-0000-4000-8000-000000000102';

beforeAll(async () => {
  database = await openTestDatabase();
  const { db } = database;
  // Back to 0016: the contacts table and every contact_id column gone, and 0017's journal row.
  await db.execute(sql`drop table contacts`);
  for (const table of [
    'components',
    'expenses',
    'allowlist_entries',
    'invitations',
    'insurance_policies',
    'tasks',
  ]) {
    await db.execute(sql.raw(`alter table ${table} drop column contact_id`));
  }
  await db.execute(
    sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
  );
  await db.execute(
    sql`insert into components (id, name, type) values (${KITCHEN}, 'Kitchen', 'room')`,
  );
  await db.execute(sql`insert into stored_files (id, storage_key, content_type, size_bytes, original_name)
    values (${FILE}, 'insurance/sparks.pdf', 'application/pdf', 10, 'sparks.pdf')`);
  await db.execute(sql`insert into insurance_policies
    (id, insurance_type, provider, policy_number, contractor_name, category, file_id)
    values (${POLICY}, 'Public liability', 'Hiscox', 'PL-1', 'Sparks Ltd', 'contractor', ${FILE})`);
  await db.execute(sql`insert into expenses (id, component_id, supplier, product, created_at) values
    (${SPARKS_EXPENSE}, ${KITCHEN}, ' sparks ltd', 'Rewire', '2026-10-01T12:00:00Z'),
    (${BQ_EXPENSE}, ${KITCHEN}, 'B&Q', 'Paint', '2026-10-02T12:00:00Z')`);
  await database.migrate();
});
afterAll(() => database.close());

describe('migration 0017: contacts from the contractors named on policies', () => {
  it('makes one contact of the contractor', async () => {
    const rows = await rowsOf(
      database.db,
      sql`select name, company, trade, created_by from contacts`,
    );
    expect(rows).toEqual([
      { name: 'Sparks Ltd', company: 'Sparks Ltd', trade: 'Other', created_by: 'upgrade' },
    ]);
  });

  it('links the policy and the expense naming it, not the B&Q expense, and keeps every row', async () => {
    const [contact] = (await rowsOf(database.db, sql`select id from contacts`)) as { id: string }[];
    expect(
      await rowsOf(
        database.db,
        sql`select id, contractor_name, contact_id from insurance_policies order by id`,
      ),
    ).toEqual([{ id: POLICY, contractor_name: 'Sparks Ltd', contact_id: contact!.id }]);
    expect(
      await rowsOf(database.db, sql`select id, supplier, contact_id from expenses order by id`),
    ).toEqual([
      { id: SPARKS_EXPENSE, supplier: ' sparks ltd', contact_id: contact!.id },
      { id: BQ_EXPENSE, supplier: 'B&Q', contact_id: null },
    ]);
    expect(await rowsOf(database.db, sql`select id, name from components`)).toEqual([
      { id: KITCHEN, name: 'Kitchen' },
    ]);
  });
});
