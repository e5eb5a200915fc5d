// A component's summary is numeric(14,2) like every amount: a write whose totals would pass
// £999,999,999,999.99 is refused with 422 (never a 500 "numeric field overflow"), nothing is
// stored, and the component stays writable. One expense through the API is at most
// £10,000,000 (decision 019), so the near-limit rows are seeded into the table directly, as
// a hundred thousand expenses (or an older version's data) would leave them.
import type { BuildComponent } from '@hrt/shared/schemas/build-components';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../../db/transaction.ts';
import { createSignedInUser, type SignedInUser } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { expenses } from './schema.ts';
import { recomputeSummary } from './summaries-repository.ts';
import { lockSummaries } from './summary-locks.ts';
import {
  createComponentVia,
  createExpenseVia,
  readSummaryVia,
  snapshotStorage,
} from './test-support.ts';

let t: TestApp;
let owner: SignedInUser;
let vault: BuildComponent;
let bigId: string;

/** Stores an expense row as it is, past the API's bounds, and brings the summary up to date. */
async function seedExpense(
  componentId: string,
  amounts: { totalCost: number; amountPaid: number; amountDue: number },
): Promise<string> {
  return withTransaction(t.ctx.database.db, async (tx) => {
    await lockSummaries(tx, [componentId]);
    const [row] = await tx
      .insert(expenses)
      .values({ componentId, description: 'Seeded', rrp: amounts.totalCost, ...amounts })
      .returning();
    await recomputeSummary(tx, componentId);
    return row!.id;
  });
}

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createSignedInUser(t, { role: 'owner' });
  vault = await createComponentVia(t, owner.authorization, { name: 'Vault' });
  // Totals just under the limit: £999,999,999,999.
  bigId = await seedExpense(vault.id, {
    totalCost: 999_999_999_999,
    amountPaid: 0,
    amountDue: 999_999_999_999,
  });
});
afterAll(() => t.close());

const write = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: { authorization: owner.authorization }, payload });

const OVERFLOW = {
  code: 'total_too_large',
  detail: "This would take the component's totals past £999,999,999,999.99. Check the amounts.",
};

describe('a write that would overflow a component total', () => {
  it('refuses a second expense on the same component with 422, storing nothing', async () => {
    const before = await snapshotStorage(t);
    const summaryBefore = await readSummaryVia(t, owner.authorization, vault.id);
    const response = await write('POST', '/api/expenses', { room_id: vault.id, rrp: 1 });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toEqual(OVERFLOW);
    expect(await snapshotStorage(t)).toEqual(before);
    expect(await readSummaryVia(t, owner.authorization, vault.id)).toEqual(summaryBefore);
    expect(summaryBefore.total).toBe(999_999_999_999);
  });

  it('refuses an update that would push a total past the limit', async () => {
    const small = await createExpenseVia(t, owner.authorization, {
      room_id: (await createComponentVia(t, owner.authorization, { name: 'Shed' })).id,
      rrp: 5,
    });
    const moved = await write('PUT', `/api/expenses/${small.id}`, { room_id: vault.id, rrp: 5 });
    expect(moved.statusCode, moved.body).toBe(422);
    expect(moved.json()).toEqual(OVERFLOW);
  });

  it('refuses a negative overflow of amount due (overpayments) as well', async () => {
    const ledger = await createComponentVia(t, owner.authorization, { name: 'Ledger' });
    await seedExpense(ledger.id, {
      totalCost: 0,
      amountPaid: 999_999_999_999,
      amountDue: -999_999_999_999,
    });
    const response = await write('POST', '/api/expenses', {
      room_id: ledger.id,
      rrp: 0,
      amount_paid: 1,
      confirm_overpayment: true,
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().code).toBe('total_too_large');
  });

  it('keeps the component writable: a smaller change and a delete still work', async () => {
    // The seeded row, edited through the API, comes down to £9,999,000 (within the bound).
    const lowered = await write('PUT', `/api/expenses/${bigId}`, {
      room_id: vault.id,
      rrp: 9_999_000,
      description: 'Gold taps',
    });
    expect(lowered.statusCode, lowered.body).toBe(200);
    const added = await write('POST', '/api/expenses', { room_id: vault.id, rrp: 999.99 });
    expect(added.statusCode, added.body).toBe(201);
    expect((await readSummaryVia(t, owner.authorization, vault.id)).total).toBe(9_999_999.99);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/expenses/${added.json().id}`,
      headers: { authorization: owner.authorization },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await readSummaryVia(t, owner.authorization, vault.id)).total).toBe(9_999_000);
  });
});
