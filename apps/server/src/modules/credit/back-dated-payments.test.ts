import type { CreditAccount } from '@hrt/shared/schemas/credit';
import type { Expense } from '@hrt/shared/schemas/expenses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createComponentVia, createExpenseVia } from '../expenses/test-support.ts';
import { createAccountVia, readAccountVia, setBalanceDateOf } from './test-support.ts';

/**
 * A payment dated before the day an account's balance was set is history already inside that
 * balance (decision 058): it is recorded on its expense and never moves the account, whichever
 * way it is written. The cards' balances are set on 28 Nov 2026; the payments are dated
 * 3 Nov 2026 (before) and 28 Nov 2026 (the day itself, which moves the balance).
 */

let t: TestApp;
let owner: SignedInUser;
let roomId: string;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createSignedInUser(t, { role: 'owner' });
  roomId = (await createComponentVia(t, owner.authorization, { name: 'Kitchen' })).id;
});
afterAll(() => t.close());

async function ok<T = Expense>(
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
): Promise<T> {
  const response = await t.app.inject({
    method,
    url,
    headers: { authorization: owner.authorization },
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json() as T;
}

/** A card at £0, its balance set on 28 Nov 2026 at noon (as if from that day's statement). */
async function cardSetOn28Nov(name = 'Barclaycard'): Promise<CreditAccount> {
  const card = await createAccountVia(t, owner.authorization, {
    account_name: name,
    provider: 'Barclays',
    current_balance: 0,
  });
  await setBalanceDateOf(t, card.id, '2026-11-28T12:00:00Z');
  return card;
}

async function figures(accountId: string) {
  const account = await readAccountVia(t, owner.authorization, accountId);
  return {
    balance_set: account.balance_set,
    payments_since: account.payments_since,
    current_balance: account.current_balance,
  };
}

const atZero = { balance_set: 0, payments_since: 0, current_balance: 0 };

async function worktop(): Promise<Expense> {
  return createExpenseVia(t, owner.authorization, {
    room_id: roomId,
    supplier: 'Howdens',
    product: 'Oak worktop',
    rrp: 1000,
  });
}

const payments = (expenseId: string) => `/api/expenses/${expenseId}/payments`;

describe('a payment dated before the balance was set', () => {
  it('is recorded on its expense and leaves the balance, while one dated on the day moves it', async () => {
    const card = await cardSetOn28Nov();
    const expense = await worktop();
    const paid = await ok('POST', payments(expense.id), {
      date: '2026-11-03',
      amount: 200,
      paid_by_account_id: card.id,
    });
    expect(paid.amount_paid).toBe(200);
    expect(paid.amount_due).toBe(800);
    expect(await figures(card.id)).toEqual(atZero);

    await ok('POST', payments(expense.id), {
      date: '2026-11-28',
      amount: 150,
      paid_by_account_id: card.id,
    });
    expect(await figures(card.id)).toEqual({
      balance_set: 0,
      payments_since: 150,
      current_balance: 150,
    });
  });

  it('moves the balance only by what crosses the day, when its date, amount or account changes', async () => {
    const card = await cardSetOn28Nov();
    const other = await cardSetOn28Nov('Amex');
    const expense = await worktop();
    const paid = await ok('POST', payments(expense.id), {
      date: '2026-11-03',
      amount: 200,
      paid_by_account_id: card.id,
    });
    const paymentUrl = `${payments(expense.id)}/${paid.payments[0]!.id}`;
    const change = (body: Record<string, unknown>) =>
      ok('PUT', paymentUrl, { amount: 200, paid_by_account_id: card.id, note: '', ...body });

    // Re-dated on the day: it was not in the balance after all, so now it counts.
    await change({ date: '2026-11-28' });
    expect(await figures(card.id)).toEqual({
      balance_set: 0,
      payments_since: 200,
      current_balance: 200,
    });
    // Dated back before the day: taken back out.
    await change({ date: '2026-11-02' });
    expect(await figures(card.id)).toEqual(atZero);
    // A back-dated amount changed: still history, nothing moves.
    await change({ date: '2026-11-02', amount: 250 });
    expect(await figures(card.id)).toEqual(atZero);
    // Moved to the other card, still back-dated: neither balance moves.
    await change({ date: '2026-11-02', amount: 250, paid_by_account_id: other.id });
    expect(await figures(card.id)).toEqual(atZero);
    expect(await figures(other.id)).toEqual(atZero);
    // Undated: it cannot be placed before the day, so it moves the balance when recorded.
    await change({ date: null, amount: 250, paid_by_account_id: other.id });
    expect(await figures(other.id)).toEqual({
      balance_set: 0,
      payments_since: 250,
      current_balance: 250,
    });
  });

  it('leaves the balance when removed, or when its expense goes to the trash and comes back', async () => {
    const card = await cardSetOn28Nov();
    const expense = await worktop();
    const backDated = await ok('POST', payments(expense.id), {
      date: '2026-11-03',
      amount: 200,
      paid_by_account_id: card.id,
    });
    await ok('POST', payments(expense.id), {
      date: '2026-11-28',
      amount: 150,
      paid_by_account_id: card.id,
    });
    const movedBy150 = { balance_set: 0, payments_since: 150, current_balance: 150 };
    expect(await figures(card.id)).toEqual(movedBy150);

    const entry = await ok<{ id: string }>('DELETE', `/api/expenses/${expense.id}`);
    expect(await figures(card.id)).toEqual(atZero);
    await ok('POST', `/api/trash/${entry.id}/restore`);
    expect(await figures(card.id)).toEqual(movedBy150);

    const restored = await ok('DELETE', `${payments(expense.id)}/${backDated.payments[0]!.id}`);
    expect(restored.amount_paid).toBe(150);
    expect(await figures(card.id)).toEqual(movedBy150);
  });

  it("keeps moving the balance through the expense's own Amount paid, an undated payment", async () => {
    const card = await cardSetOn28Nov();
    const expense = await createExpenseVia(t, owner.authorization, {
      room_id: roomId,
      supplier: 'Howdens',
      product: 'Plinth',
      rrp: 80,
      amount_paid: 80,
      paid_by_account_id: card.id,
    });
    expect(expense.payments[0]!.date).toBeNull();
    expect(await figures(card.id)).toEqual({
      balance_set: 0,
      payments_since: 80,
      current_balance: 80,
    });
  });

  it('becomes history when the balance is set again after its date', async () => {
    const card = await cardSetOn28Nov();
    const expense = await worktop();
    const paid = await ok('POST', payments(expense.id), {
      date: '2026-11-28',
      amount: 300,
      paid_by_account_id: card.id,
    });
    expect(await figures(card.id)).toEqual({
      balance_set: 0,
      payments_since: 300,
      current_balance: 300,
    });
    // The next statement (set today, after 28 Nov 2026) holds the £300.
    await ok('POST', `/api/credit-accounts/${card.id}/balance`, { balance: 300 });
    await ok('DELETE', `${payments(expense.id)}/${paid.payments[0]!.id}`);
    expect(await figures(card.id)).toEqual({
      balance_set: 300,
      payments_since: 0,
      current_balance: 300,
    });
  });
});
