import { computeExpenseTotals } from '@hrt/shared/domain/money';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/raw-rows.ts';
import { openTestDatabase, type TestDatabaseHandle } from '../../test/test-database.ts';

/**
 * Migration 0011 (payments, decision 031) on a database seeded as 0010 left it: every expense
 * with something paid gets one undated payment of exactly that amount from the account it named, the VAT its
 * stored total holds is filled in, and no figure of an expense, a summary or an account moves.
 */

let database: TestDatabaseHandle;

const KITCHEN = '00000000-0000-4000-8000-00000000000a';
const GARDEN = '00000000-0000-4000-8000-00000000000b';
const CARD = '00000000-0000-4000-8000-0000000000c1';
const CASH = '00000000-0000-4000-8000-0000000000c2';
const id = (n: number) => `00000000-0000-4000-8000-00000000010${n}`;

/** The expenses as 0010 stored them: [id, component, qty, rrp, trade, discount, mode, total, paid, due, account]. */
const seeded = [
  // 100 x 2 - 10 - 5 = 185, + 20 % = 222; 100 paid by card.
  [id(1), KITCHEN, 2, 100, 10, 5, 'PLUS_VAT', 222, 100, 122, CARD],
  // 19.99 x 3 = 59.97 with VAT inside, paid in full without an account.
  [id(2), KITCHEN, 3, 19.99, 0, 0, 'INC_VAT', 59.97, 59.97, 0, null],
  // Nothing paid, no VAT.
  [id(3), KITCHEN, 1, 50, 0, 0, 'NO_VAT', 50, 0, 50, null],
  // 0.05 x 0.5 = 0.025 -> 0.03; + 20 % = 0.036 -> 0.04, paid from the cash pot.
  [id(4), GARDEN, 0.5, 0.05, 0, 0, 'PLUS_VAT', 0.04, 0.04, 0, CASH],
  // A credit line of an e-invoice: 0 less 12, VAT inside.
  [id(5), GARDEN, 1, 0, 0, 12, 'INC_VAT', -12, 0, -12, null],
] as const;

beforeAll(async () => {
  database = await openTestDatabase();
  const { db } = database;
  // Back to 0010: what 0011 and the later 0012 to 0017 made, taken away again, and their
  // journal rows.
  await db.execute(sql`drop table contacts`);
  for (const table of [
    'components',
    'expenses',
    'allowlist_entries',
    'insurance_policies',
    'tasks',
  ]) {
    await db.execute(sql.raw(`alter table ${table} drop column contact_id`));
  }
  await db.execute(sql`alter table activity_events drop column action_id`);
  await db.execute(sql`alter table components drop column parent_id`);
  await db.execute(
    sql`alter table expenses drop column invoice_number, drop column document_sha256`,
  );
  await db.execute(sql`drop table backup_links`);
  await db.execute(sql`drop table planning_plans`);
  await db.execute(sql`drop table invitations`);
  await db.execute(sql`alter table ideas alter column url set not null`);
  await db.execute(sql`drop table expense_payments`);
  await db.execute(
    sql`alter table expenses drop column vat_rate, drop column invoice_date, drop column vat_amount`,
  );
  await db.execute(sql`alter table component_summaries drop column vat_total`);
  await db.execute(
    sql`alter table credit_accounts drop column balance_set, drop column balance_set_at, drop column payments_since`,
  );
  await db.execute(
    sql`delete from drizzle.__drizzle_migrations where created_at in (select created_at from drizzle.__drizzle_migrations order by created_at desc limit 7)`,
  );
  await db.execute(sql`insert into components (id, name, type) values
    (${KITCHEN}, 'Kitchen', 'room'), (${GARDEN}, 'Garden', 'room')`);
  await db.execute(sql`insert into credit_accounts
    (id, account_name, account_type, provider, owner, current_balance, credit_limit, updated_at) values
    (${CARD}, 'Barclaycard', 'credit_card', 'Barclays', 'Joint', 1300, 5000, '2026-11-03T09:00:00Z'),
    (${CASH}, 'Cash pot', 'cash', 'Home', 'Joint', 99.96, null, '2026-11-04T10:00:00Z')`);
  for (const [n, row] of seeded.entries()) {
    const [eid, component, quantity, rrp, trade, discount, mode, total, paid, due, account] = row;
    await db.execute(sql`insert into expenses
      (id, component_id, description, quantity, rrp, trade_discount, discount, add_vat,
       total_cost, amount_paid, amount_due, paid_by_account_id, created_at, updated_at, created_by)
      values (${eid}, ${component}, ${`Item ${n + 1}`}, ${quantity}, ${rrp}, ${trade}, ${discount},
       ${mode}, ${total}, ${paid}, ${due}, ${account}, ${`2026-10-0${n + 1}T12:00:00Z`},
       ${`2026-10-1${n + 1}T12:00:00Z`}, 'owner@example.com')`);
  }
  await db.execute(sql`insert into component_summaries
    (component_id, expense_count, total_cost, committed_total, amount_paid, amount_due, amount_due_committed)
    values (${KITCHEN}, 3, 331.97, 331.97, 159.97, 172, 172), (${GARDEN}, 2, -11.96, -11.96, 0.04, -12, -12)`);
  await database.migrate();
});
afterAll(() => database.close());

/** Numeric columns come back as text from one driver and numbers from the other. */
const numbers = (rows: unknown[]) =>
  (rows as Record<string, unknown>[]).map((row) =>
    Object.fromEntries(Object.entries(row).map(([k, v]) => [k, fig(v)])),
  );
const fig = (value: unknown) =>
  typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;

describe('migration 0011: payments, VAT and balances explained', () => {
  it('keeps every figure of every expense', async () => {
    const rows = await rowsOf(
      database.db,
      sql`select id, total_cost, amount_paid, amount_due, paid_by_account_id from expenses order by id`,
    );
    expect(numbers(rows)).toEqual(
      seeded.map(([eid, , , , , , , total, paid, due, account]) => ({
        id: eid,
        total_cost: total,
        amount_paid: paid,
        amount_due: due,
        paid_by_account_id: account,
      })),
    );
  });

  it('gives each expense with something paid one undated payment of exactly that amount', async () => {
    const rows = await rowsOf(
      database.db,
      sql`select expense_id, paid_on, amount, paid_by_account_id, note, (created_at at time zone 'UTC')::text as created_at
          from expense_payments order by expense_id`,
    );
    expect(numbers(rows)).toEqual([
      {
        expense_id: id(1),
        paid_on: null,
        amount: 100,
        paid_by_account_id: CARD,
        note: '',
        created_at: '2026-10-01 12:00:00',
      },
      {
        expense_id: id(2),
        paid_on: null,
        amount: 59.97,
        paid_by_account_id: null,
        note: '',
        created_at: '2026-10-02 12:00:00',
      },
      {
        expense_id: id(4),
        paid_on: null,
        amount: 0.04,
        paid_by_account_id: CASH,
        note: '',
        created_at: '2026-10-04 12:00:00',
      },
    ]);
  });

  it('fills in the VAT each stored total holds, as the shared formula computes it at 20 %', async () => {
    const rows = await rowsOf(
      database.db,
      sql`select vat_rate, vat_amount, invoice_date from expenses order by id`,
    );
    // 222 - 185; 59.97 / 6 = 9.995 -> 10.00; none; 0.04 - 0.03; -12 / 6.
    expect(numbers(rows)).toEqual([
      { vat_rate: 20, vat_amount: 37, invoice_date: null },
      { vat_rate: 20, vat_amount: 10, invoice_date: null },
      { vat_rate: 20, vat_amount: 0, invoice_date: null },
      { vat_rate: 20, vat_amount: 0.01, invoice_date: null },
      { vat_rate: 20, vat_amount: -2, invoice_date: null },
    ]);
    const formula = seeded.map(([, , quantity, rrp, trade, discount, mode, , paid]) =>
      computeExpenseTotals({
        quantity,
        rrp,
        trade_discount: trade,
        discount,
        add_vat: mode,
        amount_paid: paid,
      }),
    );
    expect(formula.map((totals) => totals.vat_amount)).toEqual([37, 10, 0, 0.01, -2]);
    expect(formula.map((totals) => totals.total_cost)).toEqual([222, 59.97, 50, 0.04, -12]);
  });

  it('keeps the summaries and adds their VAT totals', async () => {
    const rows = await rowsOf(
      database.db,
      sql`select component_id, expense_count, total_cost, amount_paid, amount_due, vat_total
          from component_summaries order by component_id`,
    );
    expect(numbers(rows)).toEqual([
      {
        component_id: KITCHEN,
        expense_count: 3,
        total_cost: 331.97,
        amount_paid: 159.97,
        amount_due: 172,
        vat_total: 47,
      },
      {
        component_id: GARDEN,
        expense_count: 2,
        total_cost: -11.96,
        amount_paid: 0.04,
        amount_due: -12,
        vat_total: -1.99,
      },
    ]);
  });

  it("keeps each account's balance as the one its owner set, with nothing paid since", async () => {
    const rows = await rowsOf(
      database.db,
      sql`select id, current_balance, balance_set, (balance_set_at at time zone 'UTC')::text as balance_set_at, payments_since
          from credit_accounts order by id`,
    );
    expect(numbers(rows)).toEqual([
      {
        id: CARD,
        current_balance: 1300,
        balance_set: 1300,
        balance_set_at: '2026-11-03 09:00:00',
        payments_since: 0,
      },
      {
        id: CASH,
        current_balance: 99.96,
        balance_set: 99.96,
        balance_set_at: '2026-11-04 10:00:00',
        payments_since: 0,
      },
    ]);
  });
});
