import { totalExpenses } from '@hrt/shared/domain/money';
import type { BuildComponent } from '@hrt/shared/schemas/build-components';
import type { Expense } from '@hrt/shared/schemas/expenses';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { toSummary } from './presenter.ts';
import { componentSummaries, expenses } from './schema.ts';
import { createComponentVia, createExpenseVia } from './test-support.ts';

let t: TestApp;
let owner: SignedInUser;
let components: BuildComponent[];

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createSignedInUser(t, { role: 'owner' });
  components = [];
  for (const name of ['A', 'B', 'C']) {
    components.push(await createComponentVia(t, owner.authorization, { name }));
  }
});
afterAll(() => t.close());

/** The stored summaries, against a from-scratch aggregation of the expenses in pence. */
async function expectSummariesMatchExpenses() {
  const db = t.ctx.database.db;
  const rows = await db.select().from(expenses);
  const stored = await db.select().from(componentSummaries);
  for (const component of components) {
    const own = rows
      .filter((row) => row.componentId === component.id)
      .map((row) => ({
        committed: row.committed,
        total_cost: row.totalCost,
        amount_paid: row.amountPaid,
        amount_due: row.amountDue,
        vat_amount: row.vatAmount,
      }));
    const expected = totalExpenses(own);
    const row = stored.find((summary) => summary.componentId === component.id);
    expect(toSummary(row), component.name).toEqual({
      count: expected.count,
      total: expected.total,
      unpaid_total: expected.unpaid_total,
      committed_total: expected.committed_total,
      amount_paid: expected.amount_paid,
      amount_due_committed: expected.amount_due_committed,
      amount_due_speculative: expected.amount_due_speculative,
      vat_total: expected.vat_total,
    });
  }
}

const fieldsArbitrary = fc.record({
  quantity: fc.integer({ min: 100, max: 600 }).map((hundredths) => hundredths / 100),
  rrp: fc.integer({ min: 100, max: 500_000 }).map((pence) => pence / 100),
  trade_discount: fc.constant(0),
  discount: fc.integer({ min: 0, max: 100 }).map((pence) => pence / 100),
  add_vat: fc.constantFrom('NO_VAT', 'INC_VAT', 'PLUS_VAT'),
  amount_paid: fc.integer({ min: 0, max: 800_000 }).map((pence) => pence / 100),
  // Paid beyond the total is a case of the figures too, so the writes confirm it.
  confirm_overpayment: fc.constant(true),
  committed: fc.boolean(),
});

const operation = fc.oneof(
  fc.record({ kind: fc.constant('create' as const), target: fc.nat(2), fields: fieldsArbitrary }),
  fc.record({
    kind: fc.constant('update' as const),
    pick: fc.nat(),
    target: fc.nat(2),
    fields: fieldsArbitrary,
  }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
);

describe('summaries kept on write', () => {
  it('match a from-scratch aggregation after a random sequence of creates, updates and deletes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 10, maxLength: 25 }), async (ops) => {
        const live: Expense[] = [];
        for (const op of ops) {
          if (op.kind === 'create') {
            const room_id = components[op.target]!.id;
            live.push(await createExpenseVia(t, owner.authorization, { room_id, ...op.fields }));
          } else if (op.kind === 'update' && live.length) {
            const index = op.pick % live.length;
            const response = await t.app.inject({
              method: 'PUT',
              url: `/api/expenses/${live[index]!.id}`,
              headers: { authorization: owner.authorization },
              // A move to another component when the target differs.
              payload: { room_id: components[op.target]!.id, ...op.fields },
            });
            expect(response.statusCode, response.body).toBe(200);
            live[index] = response.json();
          } else if (op.kind === 'delete' && live.length) {
            const [removed] = live.splice(op.pick % live.length, 1);
            const response = await t.app.inject({
              method: 'DELETE',
              url: `/api/expenses/${removed!.id}`,
              headers: { authorization: owner.authorization },
            });
            expect(response.statusCode, response.body).toBe(200);
          }
        }
        await expectSummariesMatchExpenses();
      }),
      { numRuns: 6 },
    );
  });

  it('stay right under concurrent writers on the same components', async () => {
    const seed = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        createExpenseVia(t, owner.authorization, {
          room_id: components[i % 2]!.id,
          rrp: 10 + i,
          committed: i % 3 !== 0,
        }),
      ),
    );
    // Updates that move rows between A and B, deletes and creates, all at once.
    const writes = seed.map((expense, i) => {
      if (i % 3 === 0) {
        return t.app.inject({
          method: 'DELETE',
          url: `/api/expenses/${expense.id}`,
          headers: { authorization: owner.authorization },
        });
      }
      return t.app.inject({
        method: 'PUT',
        url: `/api/expenses/${expense.id}`,
        headers: { authorization: owner.authorization },
        payload: { room_id: components[(i + 1) % 2]!.id, rrp: 20 + i, amount_paid: 5 },
      });
    });
    const creates = Array.from({ length: 8 }, (_, i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/expenses',
        headers: { authorization: owner.authorization },
        payload: { room_id: components[i % 3]!.id, rrp: (111 * (i + 1)) / 100 },
      }),
    );
    const responses = await Promise.all([...writes, ...creates]);
    for (const response of responses) expect([200, 201]).toContain(response.statusCode);
    await expectSummariesMatchExpenses();
  });
});
