import type { Expense } from '@hrt/shared/schemas/expenses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createComponentVia, createExpenseVia } from '../expenses/test-support.ts';
import { createAccountVia, readAccountVia } from './test-support.ts';

/**
 * Paying an expense from an account moves the account's balance (decision 014), and the
 * account's list of expenses is the expense list filtered by paid_by_account_id.
 */

let t: TestApp;
let owner: SignedInUser;
let roomId: string;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createSignedInUser(t, { role: 'owner' });
  roomId = (await createComponentVia(t, owner.authorization, { name: 'Bathroom' })).id;
});
afterAll(() => t.close());

const balanceOf = async (id: string) =>
  (await readAccountVia(t, owner.authorization, id)).current_balance;

async function putExpense(expense: Expense, changes: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/expenses/${expense.id}`,
    headers: { authorization: owner.authorization },
    payload: {
      room_id: expense.room_id,
      supplier: expense.supplier,
      product: expense.product,
      rrp: expense.rrp,
      amount_paid: expense.amount_paid,
      paid_by_account_id: expense.paid_by_account_id,
      ...changes,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Expense;
}

describe('expenses paid from an account', () => {
  it('add to a card, follow changes of amount and account, and are taken back on delete', async () => {
    const card = await createAccountVia(t, owner.authorization, {
      current_balance: 1000,
      credit_limit: 2000,
    });
    const cash = await createAccountVia(t, owner.authorization, {
      account_name: 'Pot',
      account_type: 'cash',
      current_balance: 500,
    });
    const loan = await createAccountVia(t, owner.authorization, {
      account_name: 'Loan',
      account_type: 'personal_loan',
      current_balance: 8000,
    });

    // RRP 250 x 2 = 500 total; 400 paid by card.
    const expense = await createExpenseVia(t, owner.authorization, {
      room_id: roomId,
      supplier: 'Victorian Plumbing',
      product: 'Basin',
      rrp: 250,
      quantity: 2,
      amount_paid: 400,
      paid_by_account_id: card.id,
    });
    expect(await balanceOf(card.id)).toBe(1400);
    // 1400 / 2000 = 70 %.
    expect((await readAccountVia(t, owner.authorization, card.id)).utilization_percentage).toBe(70);

    const raised = await putExpense(expense, { quantity: 2, amount_paid: 500 });
    expect(await balanceOf(card.id)).toBe(1500);

    // Moved to cash: the card gets its 500 back, the pot loses 500.
    const moved = await putExpense(raised, { quantity: 2, paid_by_account_id: cash.id });
    expect(await balanceOf(card.id)).toBe(1000);
    expect(await balanceOf(cash.id)).toBe(0);

    // A loan was borrowed up front: paying from it leaves its balance.
    const fromLoan = await putExpense(moved, { quantity: 2, paid_by_account_id: loan.id });
    expect(await balanceOf(cash.id)).toBe(500);
    expect(await balanceOf(loan.id)).toBe(8000);

    const back = await putExpense(fromLoan, { quantity: 2, paid_by_account_id: card.id });
    expect(await balanceOf(card.id)).toBe(1500);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/expenses/${back.id}`,
      headers: { authorization: owner.authorization },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ resource_type: 'expense', resource_id: back.id });
    expect(await balanceOf(card.id)).toBe(1000);
  });

  it("lists an account's expenses and their totals through the expense list", async () => {
    const card = await createAccountVia(t, owner.authorization, { account_name: 'Listed' });
    const other = await createAccountVia(t, owner.authorization, { account_name: 'Other' });
    const paid = [
      { product: 'Tiles', rrp: 120, amount_paid: 120, paid_by_account_id: card.id },
      { product: 'Grout', rrp: 15.5, amount_paid: 10, paid_by_account_id: card.id },
      { product: 'Bath', rrp: 600, amount_paid: 600, paid_by_account_id: other.id },
    ];
    for (const fields of paid) {
      await createExpenseVia(t, owner.authorization, {
        room_id: roomId,
        supplier: 'Topps',
        ...fields,
      });
    }
    const response = await t.app.inject({
      url: `/api/expenses?paid_by_account_id=${card.id}`,
      headers: { authorization: owner.authorization },
    });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json();
    expect(page.items.map((item: Expense) => item.product)).toEqual(['Tiles', 'Grout']);
    expect(page.totals).toEqual({ count: 2, total: 135.5, amount_paid: 130, unpaid_total: 5.5 });
  });

  it('refuses a payment that would take the balance beyond what can be stored, changing nothing', async () => {
    const card = await createAccountVia(t, owner.authorization, {
      account_name: 'Huge',
      current_balance: 999_999_999_999.99,
      credit_limit: null,
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/expenses',
      headers: { authorization: owner.authorization },
      payload: {
        room_id: roomId,
        supplier: 'Big',
        product: 'Thing',
        rrp: 10,
        amount_paid: 10,
        paid_by_account_id: card.id,
      },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors.amount_paid[0]).toContain('beyond what can be recorded');
    expect(await balanceOf(card.id)).toBe(999_999_999_999.99);
  });
});
