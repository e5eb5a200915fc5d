import type { ExpensePage } from '@hrt/shared/schemas/expense-list';
import type { Expense } from '@hrt/shared/schemas/expenses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createAccountVia, snapshotCredit } from '../credit/test-support.ts';
import { createComponentVia, createExpenseVia } from './test-support.ts';

/**
 * A payment beyond what is due is refused (422 `overpayment`, nothing stored) unless the
 * request confirms it: on the payment routes and on an expense's own amount paid.
 */

let t: TestApp;
let owner: SignedInUser;
let kitchenId: string;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createSignedInUser(t, { role: 'owner' });
  kitchenId = (await createComponentVia(t, owner.authorization, { name: 'Kitchen' })).id;
});
afterAll(() => t.close());

async function send(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const response = await t.app.inject({
    method,
    url,
    headers: { authorization: owner.authorization },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json() };
}

async function readExpense(id: string): Promise<Expense | undefined> {
  const page = (await send('GET', `/api/expenses?component_id=${kitchenId}&limit=1000`))
    .body as ExpensePage;
  return page.items.find((row) => row.id === id);
}

describe('a payment above what is due', () => {
  it('refuses £99,999.00 on a £6,566.40 expense without the flag, stores it with it', async () => {
    const card = await createAccountVia(t, owner.authorization, { current_balance: 1200 });
    const expense = await createExpenseVia(t, owner.authorization, {
      component_id: kitchenId,
      supplier: 'Wren',
      product: 'Units',
      rrp: 6566.4,
    });
    const before = await snapshotCredit(t);
    const payment = { amount: 99999, date: '2026-11-03', paid_by_account_id: card.id };

    const refused = await send('POST', `/api/expenses/${expense.id}/payments`, payment);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('overpayment');
    expect(refused.body.detail).toBe(
      'This payment of £99,999.00 is £93,432.60 more than the £6,566.40 due.',
    );
    expect(refused.body.errors).toEqual({ amount: [refused.body.detail] });
    expect(await readExpense(expense.id)).toMatchObject({
      payments: [],
      amount_paid: 0,
      amount_due: 6566.4,
    });
    expect(await snapshotCredit(t)).toEqual(before);

    const confirmed = await send('POST', `/api/expenses/${expense.id}/payments`, {
      ...payment,
      confirm_overpayment: true,
    });
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.amount_paid).toBe(99999);
    expect(confirmed.body.amount_due).toBe(-93432.6);
  });

  it('names what is still due after earlier payments: £600.00 on £566.40 left', async () => {
    const expense = await createExpenseVia(t, owner.authorization, {
      component_id: kitchenId,
      supplier: 'Wren',
      product: 'Worktop',
      rrp: 6566.4,
      amount_paid: 6000,
    });
    const refused = await send('POST', `/api/expenses/${expense.id}/payments`, { amount: 600 });
    expect(refused.status).toBe(422);
    expect(refused.body.detail).toBe(
      'This payment of £600.00 is £33.60 more than the £566.40 due.',
    );
    // Paying exactly what is left needs no confirmation.
    const exact = await send('POST', `/api/expenses/${expense.id}/payments`, { amount: 566.4 });
    expect(exact.status).toBe(201);
    expect(exact.body.amount_due).toBe(0);
  });

  it('refuses changing a £500.00 payment to £1,500.00 on a £1,000.00 expense', async () => {
    const expense = await createExpenseVia(t, owner.authorization, {
      component_id: kitchenId,
      supplier: 'Tap Co',
      product: 'Mixer',
      rrp: 1000,
    });
    const paid = (await send('POST', `/api/expenses/${expense.id}/payments`, { amount: 500 }))
      .body as Expense;
    const url = `/api/expenses/${expense.id}/payments/${paid.payments[0]!.id}`;
    const refused = await send('PUT', url, { amount: 1500 });
    expect(refused.status).toBe(422);
    expect(refused.body.detail).toBe(
      'This payment of £1,500.00 is £500.00 more than the £1,000.00 due.',
    );
    expect((await readExpense(expense.id))?.amount_paid).toBe(500);
    const confirmed = await send('PUT', url, { amount: 1500, confirm_overpayment: true });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.amount_due).toBe(-500);
  });
});

describe("an expense's own amount paid above its total", () => {
  it('refuses creating a £1,000.00 expense with £5,000.00 paid, creates it with the flag', async () => {
    const fields = {
      component_id: kitchenId,
      supplier: 'Stone Ltd',
      product: 'Slab',
      rrp: 1000,
      amount_paid: 5000,
    };
    const before = await snapshotCredit(t);
    const refused = await send('POST', '/api/expenses', fields);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('overpayment');
    expect(refused.body.detail).toBe(
      'This payment of £5,000.00 is £4,000.00 more than the £1,000.00 due.',
    );
    expect(refused.body.errors).toEqual({ amount_paid: [refused.body.detail] });
    expect((await snapshotCredit(t)).expenses).toBe(before.expenses);

    const created = await send('POST', '/api/expenses', { ...fields, confirm_overpayment: true });
    expect(created.status).toBe(201);
    expect(created.body.amount_paid).toBe(5000);
    expect(created.body.amount_due).toBe(-4000);
  });

  it('refuses raising £400.00 paid to £1,200.00 on £1,000.00; other edits of it still save', async () => {
    const fields = { component_id: kitchenId, supplier: 'Tile Co', product: 'Tiles', rrp: 1000 };
    const expense = await createExpenseVia(t, owner.authorization, { ...fields, amount_paid: 400 });
    const refused = await send('PUT', `/api/expenses/${expense.id}`, {
      ...fields,
      amount_paid: 1200,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.detail).toBe(
      'This payment of £1,200.00 is £200.00 more than the £1,000.00 due.',
    );
    expect((await readExpense(expense.id))?.amount_paid).toBe(400);

    const confirmed = await send('PUT', `/api/expenses/${expense.id}`, {
      ...fields,
      amount_paid: 1200,
      confirm_overpayment: true,
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.amount_due).toBe(-200);
    // Overpaid already and no more so: a change of its product needs no confirmation.
    const renamed = await send('PUT', `/api/expenses/${expense.id}`, {
      ...fields,
      product: 'Wall tiles',
      amount_paid: 1200,
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.amount_due).toBe(-200);
  });
});
