import { createHash } from 'node:crypto';
import type { BuildComponent } from '@hrt/shared/schemas/build-components';
import type { Contact, ContactWork } from '@hrt/shared/schemas/contacts';
import type { CreditAccount } from '@hrt/shared/schemas/credit';
import type { Expense } from '@hrt/shared/schemas/expenses';
import type { Insurance } from '@hrt/shared/schemas/insurance';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listSchemaTables } from '../modules/backup/schema-tables.ts';
import { apiAs } from '../test/api-as.ts';
import { createSignedInUser, signIn } from '../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { seedDemo } from './seed-demo.ts';

/** A fixed day, so the figures below are literals. */
const options = { seed: 42, today: '2026-03-02' };

/** Made afresh by every start whatever the seed: keys, secrets, sign-in bookkeeping. */
const UNSEEDED_TABLES = new Set(['signing_keys', 'app_settings', 'login_failures', 'oidc_states']);
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const TIMESTAMP = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})?/g;

/**
 * Every seeded table's rows as sorted text, ids and timestamps blanked (a fresh UUID and the
 * clock differ on every run) and secrets left out (a password hash has a random salt).
 */
async function digestByTable(t: TestApp): Promise<Record<string, string>> {
  const digests: Record<string, string> = {};
  for (const table of listSchemaTables()) {
    if (UNSEEDED_TABLES.has(table)) continue;
    // Both drivers answer { rows }; the handle's type is their union.
    const result = (await t.ctx.database.db.execute(
      sql`select row_to_json(t) as row from ${sql.identifier(table)} t`,
    )) as unknown as { rows: { row: Record<string, unknown> }[] };
    const rows = result.rows.map(({ row }) =>
      JSON.stringify(Object.entries(row).filter(([key]) => !/hash|token|secret/.test(key)))
        .replace(UUID, 'uuid')
        .replace(TIMESTAMP, 'time'),
    );
    digests[table] = createHash('sha256').update(rows.sort().join('\n')).digest('hex');
  }
  return digests;
}

describe('the demo renovation', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await buildTestApp();
    second = await buildTestApp();
    await seedDemo(first.app, options);
    await seedDemo(second.app, options);
  }, 300_000);
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('is the same data for the same seed', async () => {
    const [a, b] = await Promise.all([digestByTable(first), digestByTable(second)]);
    expect(Object.keys(a).length).toBeGreaterThan(20);
    expect(a).toEqual(b);
  });

  it('has the figures the fixtures make', async () => {
    const viewer = await createSignedInUser(first, { role: 'viewer' });
    const api = apiAs(first, viewer);
    expect(await api.ok('GET', '/api/expenses/summary')).toEqual({
      component_count: 12,
      budget_total: 80_000,
      count: 242,
      total: 56_973.2,
      unpaid_total: 16_256.68,
      committed_total: 51_720.49,
      amount_paid: 40_716.52,
      amount_due_committed: 11_003.97,
      amount_due_speculative: 5_252.71,
      vat_total: 8_152.62,
    });
  });

  it('covers every VAT mode and rate, discounts, part payments and receipts', async () => {
    const owner = await createSignedInUser(first, { role: 'owner' });
    const api = apiAs(first, owner);
    const page = (await api.ok('GET', '/api/expenses?limit=1000')) as { items: Expense[] };
    const expenses = page.items;
    const count = (test: (expense: Expense) => boolean) => expenses.filter(test).length;
    const modes = new Set(expenses.map((expense) => `${expense.add_vat} ${expense.vat_rate}`));
    const accounts = (await api.ok('GET', '/api/credit-accounts')) as CreditAccount[];
    expect({
      modes: [...modes].sort(),
      tradeDiscount: count((expense) => expense.trade_discount > 0),
      discount: count((expense) => expense.discount > 0),
      partPaid: count((expense) => expense.amount_paid > 0 && expense.amount_due > 0),
      severalPayments: count((expense) => expense.payments.length > 1),
      fromAnAccount: count((expense) => expense.paid_by_account_id !== null),
      receipts: count((expense) => expense.receipt !== null),
      quotes: count((expense) => !expense.committed),
      balances: accounts.map((account) => [account.account_name, account.current_balance]),
    }).toEqual({
      modes: [
        'INC_VAT 0',
        'INC_VAT 20',
        'INC_VAT 5',
        'NO_VAT 0',
        'PLUS_VAT 0',
        'PLUS_VAT 20',
        'PLUS_VAT 5',
      ],
      tradeDiscount: 41,
      discount: 16,
      partPaid: 30,
      severalPayments: 16,
      fromAnAccount: 205,
      receipts: 25,
      quotes: 16,
      // Cards and the credit line owe what they paid; savings hold less; a loan is unchanged.
      balances: [
        // Dated payments fall before the day the balances were typed, so they are already in
        // them; only the undated ones (a bill paid in one go) move the accounts.
        ['Amex Gold', 7_083.52],
        ['Barclaycard Rewards', 7_729.08],
        ['Home improvement loan', 20_000],
        ['Flexible credit line', 2_630.73],
        ['Renovation savings', 21_563.82],
      ],
    });
    const policies = (await api.ok('GET', '/api/insurances')) as Insurance[];
    const soon = policies.filter((policy) => policy.end_date && policy.end_date <= '2026-04-01');
    expect(soon.map((policy) => policy.contractor_name)).toEqual(['Brightwire Electrical']);
    expect(policies).toHaveLength(5);
  });

  it('has three contacts linked to their services, expenses, policies and tasks', async () => {
    const viewer = await createSignedInUser(first, { role: 'viewer' });
    const api = apiAs(first, viewer);
    const contacts = (await api.ok('GET', '/api/contacts')) as Contact[];
    const companies = new Map(contacts.map((contact) => [contact.id, contact.company]));
    const components = (await api.ok('GET', '/api/components')) as BuildComponent[];
    expect(
      components.flatMap((component) =>
        component.contact_id ? [[component.name, companies.get(component.contact_id)]] : [],
      ),
    ).toEqual([
      ['Electrical rewire', 'Brightwire Electrical'],
      ['Plumbing and heating', 'Harris Heating'],
      ['Plastering', 'Smooth Walls Plastering'],
    ]);
    const pages = [];
    for (const contact of contacts) {
      const work = (await api.ok('GET', `/api/contacts/${contact.id}/work`)) as ContactWork;
      pages.push({
        company: contact.company,
        components: work.components.map((component) => component.name),
        tasks: work.tasks.length,
        expenses: work.expenses.length,
        totals: work.totals,
        insurance: work.insurance.map((policy) => policy.policy_number),
        documents: work.documents.length,
      });
    }
    expect(pages).toEqual([
      {
        company: 'Brightwire Electrical',
        // Its service, and the rooms of its two tasks (linked by their supplier).
        components: ['Bathroom', 'Electrical rewire', 'Kitchen'],
        tasks: 2,
        expenses: 7,
        totals: { quoted: 5_543.94, paid: 4_594.08, due: 949.86 },
        insurance: ['PL-7730-BW'],
        documents: 0,
      },
      {
        company: 'Harris Heating',
        components: ['Plumbing and heating'],
        tasks: 0,
        expenses: 6,
        totals: { quoted: 940.43, paid: 627.38, due: 313.05 },
        insurance: ['AXA-PL-55120'],
        documents: 0,
      },
      {
        company: 'Smooth Walls Plastering',
        components: ['Plastering'],
        tasks: 0,
        expenses: 4,
        totals: { quoted: 1_540, paid: 1_403.15, due: 136.85 },
        insurance: ['SB-EL-20418'],
        documents: 0,
      },
    ]);
  });

  it("signs the electrician in as a trade that reads only Brightwire's work", async () => {
    const session = await signIn(first, 'trade@demo.example', 'demo-trade');
    const trade = {
      email: 'trade@demo.example',
      token: session.idToken,
      authorization: `Bearer ${session.idToken}`,
    };
    const api = apiAs(first, trade);
    const me = (await api.ok('GET', '/api/auth/me')) as { role: string; contact_id: string };
    expect(me.role).toBe('trade');
    const expenses = (await api.ok('GET', '/api/expenses')) as { items: Expense[] };
    expect(new Set(expenses.items.map((expense) => expense.supplier))).toEqual(
      new Set(['Brightwire Electrical']),
    );
    expect(expenses.items).toHaveLength(7);
    const work = (await api.ok('GET', `/api/contacts/${me.contact_id}/work`)) as ContactWork;
    expect(work.totals).toEqual({ quoted: 5_543.94, paid: 4_594.08, due: 949.86 });
    expect((await api.call('GET', '/api/expenses/summary')).status).toBe(403);
  });
});
