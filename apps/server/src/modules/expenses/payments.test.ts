import type { CreditAccount } from '@hrt/shared/schemas/credit';
import type { ExpensePage } from '@hrt/shared/schemas/expense-list';
import type { Expense } from '@hrt/shared/schemas/expenses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createAccountVia, setBalanceDateOf } from '../credit/test-support.ts';
import {
  createComponentVia,
  createExpenseVia,
  readSummaryVia,
  snapshotStorage,
} from './test-support.ts';

/**
 * Payments on the server: an expense's payments (their sum is Amount paid, for every VAT mode
 * and rate), the balance a payment moves and how the account explains it (decision 031), the
 * blank row refused, and who may record which payment.
 */

let t: TestApp;
let owner: SignedInUser;
let manager: SignedInUser;
let builder: SignedInUser;
let designer: SignedInUser;
let viewer: SignedInUser;
let kitchenId: string;
let moodboardId: string;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createSignedInUser(t, { role: 'owner' });
  manager = await createSignedInUser(t, { role: 'project_manager' });
  builder = await createSignedInUser(t, { role: 'build_manager' });
  designer = await createSignedInUser(t, { role: 'interior_designer' });
  viewer = await createSignedInUser(t, { role: 'viewer' });
  kitchenId = (await createComponentVia(t, owner.authorization, { name: 'Kitchen' })).id;
  moodboardId = (
    await createComponentVia(t, owner.authorization, { name: 'Moodboard', type: 'design' })
  ).id;
});
afterAll(() => t.close());

async function send(
  user: SignedInUser,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) {
  const response = await t.app.inject({
    method,
    url,
    headers: { authorization: user.authorization },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json() };
}

async function ok<T = Expense>(
  user: SignedInUser,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
): Promise<T> {
  const answer = await send(user, method, url, payload);
  expect(answer.status, `${method} ${url}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
  return answer.body as T;
}

const pay = (expenseId: string, body: Record<string, unknown>, user = owner) =>
  ok(user, 'POST', `/api/expenses/${expenseId}/payments`, body);

const account = (id: string) => ok<CreditAccount>(owner, 'GET', `/api/credit-accounts/${id}`);

/** The figures of the explanation the account card shows. */
const explained = (a: CreditAccount) => ({
  balance_set: a.balance_set,
  payments_since: a.payments_since,
  current_balance: a.current_balance,
});

const item = (fields: Record<string, unknown> = {}) => ({
  room_id: kitchenId,
  supplier: 'Howdens',
  product: 'Worktop',
  ...fields,
});

describe('payments sum to Amount paid', () => {
  // A line of 999.99 under every VAT mode and rate: [mode, rate, total, VAT inside it].
  const cases = [
    ['PLUS_VAT', 20, 1199.99, 200],
    ['PLUS_VAT', 5, 1049.99, 50],
    ['PLUS_VAT', 0, 999.99, 0],
    ['INC_VAT', 20, 999.99, 166.67],
    ['INC_VAT', 5, 999.99, 47.62],
    ['INC_VAT', 0, 999.99, 0],
    ['NO_VAT', 5, 999.99, 0],
  ] as const;

  it.each(cases)('%s at %i per cent: total %d, VAT %d', async (mode, rate, total, vat) => {
    const card = await createAccountVia(t, owner.authorization, {
      account_name: `Card ${mode} ${rate}`,
      current_balance: 1000,
      credit_limit: 10_000,
    });
    // Set before the deposit's day, so the deposit moves it.
    await setBalanceDateOf(t, card.id, '2026-10-01T12:00:00Z');
    const created = await createExpenseVia(t, owner.authorization, {
      ...item(),
      rrp: 999.99,
      add_vat: mode,
      vat_rate: rate,
      invoice_date: '2026-10-28',
    });
    expect(created).toMatchObject({
      vat_rate: rate,
      vat_amount: vat,
      total_cost: total,
      amount_paid: 0,
      invoice_date: '2026-10-28',
      payments: [],
    });
    await pay(created.id, {
      date: '2026-11-01',
      amount: 300,
      paid_by_account_id: card.id,
      note: 'Deposit',
    });
    await pay(created.id, { date: '2026-11-15', amount: 200.5, note: 'Stage 2' });
    // The balance on completion: what is left, not dated yet.
    const last = await pay(created.id, { amount: total - 500.5, note: 'Balance' });
    expect(last.payments.map((p) => [p.date, p.amount, p.note])).toEqual([
      ['2026-11-01', 300, 'Deposit'],
      ['2026-11-15', 200.5, 'Stage 2'],
      [null, total - 500.5, 'Balance'],
    ]);
    expect(last).toMatchObject({
      amount_paid: total,
      amount_due: 0,
      total_cost: total,
      vat_amount: vat,
      paid_by_account_id: card.id,
    });
    // Only the deposit came from the card.
    expect(explained(await account(card.id))).toEqual({
      balance_set: 1000,
      payments_since: 300,
      current_balance: 1300,
    });
  });

  it('keeps the VAT totals on the summaries', async () => {
    const room = await createComponentVia(t, owner.authorization, { name: 'Boiler room' });
    await createExpenseVia(t, owner.authorization, {
      ...item({ room_id: room.id }),
      rrp: 2000,
      add_vat: 'PLUS_VAT',
      vat_rate: 5,
    });
    await createExpenseVia(t, owner.authorization, {
      ...item({ room_id: room.id }),
      rrp: 120,
      add_vat: 'INC_VAT',
    });
    // 2000 x 5 % = 100; 120 x 20/120 = 20.
    expect(await readSummaryVia(t, viewer.authorization, room.id)).toMatchObject({
      count: 2,
      total: 2220,
      vat_total: 120,
    });
  });
});

describe('the amount paid typed into a row', () => {
  it('is the one undated payment: created, changed in place, removed at 0', async () => {
    const created = await createExpenseVia(t, owner.authorization, {
      ...item(),
      rrp: 100,
      amount_paid: 50,
    });
    expect(created.payments).toEqual([
      { id: expect.any(String), date: null, amount: 50, paid_by_account_id: null, note: '' },
    ]);
    const raised = await ok(owner, 'PUT', `/api/expenses/${created.id}`, {
      ...item(),
      rrp: 100,
      amount_paid: 80,
      updated_at: created.updated_at,
    });
    expect(raised.payments).toEqual([{ ...created.payments[0], amount: 80 }]);
    expect(raised).toMatchObject({ amount_paid: 80, amount_due: 20 });
    const cleared = await ok(owner, 'PUT', `/api/expenses/${created.id}`, {
      ...item(),
      rrp: 100,
      amount_paid: 0,
      updated_at: raised.updated_at,
    });
    expect(cleared).toMatchObject({ amount_paid: 0, amount_due: 100, payments: [] });
  });

  it('may not rewrite a list of payments (422), but leaves it alone when unchanged', async () => {
    const card = await createAccountVia(t, owner.authorization, { account_name: 'Staged' });
    const created = await createExpenseVia(t, owner.authorization, { ...item(), rrp: 900 });
    await pay(created.id, { amount: 300, note: 'Deposit' });
    const two = await pay(created.id, {
      date: '2026-11-20',
      amount: 300,
      paid_by_account_id: card.id,
    });
    const before = await snapshotStorage(t);
    const changed = await send(owner, 'PUT', `/api/expenses/${created.id}`, {
      ...item(),
      rrp: 900,
      amount_paid: 900,
      updated_at: two.updated_at,
    });
    expect(changed.status).toBe(422);
    expect(changed.body).toMatchObject({
      code: 'unprocessable',
      errors: {
        amount_paid: [
          'This expense has several payments, or a dated one: change them in its list of payments.',
        ],
      },
    });
    const otherAccount = await send(owner, 'PUT', `/api/expenses/${created.id}`, {
      ...item(),
      rrp: 900,
      amount_paid: 600,
      paid_by_account_id: (await createAccountVia(t, owner.authorization)).id,
      updated_at: two.updated_at,
    });
    expect([otherAccount.status, Object.keys(otherAccount.body.errors)]).toEqual([
      422,
      ['paid_by_account_id'],
    ]);
    expect((await snapshotStorage(t)).expenses).toBe(before.expenses);
    // The same sum and the account shown: the other fields change, the payments stay.
    const renamed = await ok(owner, 'PUT', `/api/expenses/${created.id}`, {
      ...item({ description: 'Worktop, oak' }),
      rrp: 900,
      amount_paid: 600,
      paid_by_account_id: card.id,
      updated_at: two.updated_at,
    });
    expect(renamed.payments).toEqual(two.payments);
    expect(renamed).toMatchObject({ description: 'Worktop, oak', amount_paid: 600 });
  });
});

describe('a payment from an account (decision 031)', () => {
  it('moves its balance by the amount and the account explains it', async () => {
    const card = await createAccountVia(t, owner.authorization, {
      account_name: 'Barclaycard',
      current_balance: 1200,
      credit_limit: 5000,
    });
    expect(explained(card)).toEqual({
      balance_set: 1200,
      payments_since: 0,
      current_balance: 1200,
    });
    expect(card.balance_set_at).toBe(card.created_at);
    const cash = await createAccountVia(t, owner.authorization, {
      account_name: 'Cash pot',
      account_type: 'cash',
      current_balance: 500,
    });
    const loan = await createAccountVia(t, owner.authorization, {
      account_name: 'Home improvement loan',
      account_type: 'personal_loan',
      current_balance: 8000,
      interest_rate: 6.9,
    });
    await setBalanceDateOf(t, card.id, '2026-10-01T12:00:00Z');
    const expense = await createExpenseVia(t, owner.authorization, { ...item(), rrp: 1500 });

    // A card owes more: £1,200 set, £100 paid since, £1,300 now.
    const deposit = await pay(expense.id, {
      date: '2026-11-01',
      amount: 100,
      paid_by_account_id: card.id,
      note: 'Deposit',
    });
    expect(explained(await account(card.id))).toEqual({
      balance_set: 1200,
      payments_since: 100,
      current_balance: 1300,
    });
    const depositId = deposit.payments[0]!.id;
    await ok(owner, 'PUT', `/api/expenses/${expense.id}/payments/${depositId}`, {
      date: '2026-11-01',
      amount: 150,
      paid_by_account_id: card.id,
      note: 'Deposit',
    });
    expect(explained(await account(card.id))).toEqual({
      balance_set: 1200,
      payments_since: 150,
      current_balance: 1350,
    });

    // Cash holds less; a loan, borrowed up front, does not move (its payments are still told).
    await pay(expense.id, { amount: 40, paid_by_account_id: cash.id });
    await pay(expense.id, { amount: 70, paid_by_account_id: loan.id });
    expect(explained(await account(cash.id))).toEqual({
      balance_set: 500,
      payments_since: 40,
      current_balance: 460,
    });
    expect(explained(await account(loan.id))).toEqual({
      balance_set: 8000,
      payments_since: 70,
      current_balance: 8000,
    });

    // The statement says £1,350: set again, nothing paid since.
    const before = await account(card.id);
    const set = await ok<CreditAccount>(owner, 'POST', `/api/credit-accounts/${card.id}/balance`, {
      balance: 1350,
      updated_at: before.updated_at,
    });
    expect(explained(set)).toEqual({ balance_set: 1350, payments_since: 0, current_balance: 1350 });
    expect(set.balance_set_at > before.balance_set_at).toBe(true);
    expect(set.balance_set_at).toBe(set.updated_at);

    // The deposit of 1 Nov is inside that statement (decision 058): removing it leaves £1,350.
    await ok(owner, 'DELETE', `/api/expenses/${expense.id}/payments/${depositId}`);
    expect(explained(await account(card.id))).toEqual({
      balance_set: 1350,
      payments_since: 0,
      current_balance: 1350,
    });

    // The expense to the trash takes the cash and loan payments back; a restore applies them.
    const entry = await ok<{ id: string }>(owner, 'DELETE', `/api/expenses/${expense.id}`);
    expect(explained(await account(cash.id))).toEqual({
      balance_set: 500,
      payments_since: 0,
      current_balance: 500,
    });
    await ok(owner, 'POST', `/api/trash/${entry.id}/restore`);
    expect(explained(await account(cash.id))).toEqual({
      balance_set: 500,
      payments_since: 40,
      current_balance: 460,
    });
    const listed = await ok<CreditAccount[]>(owner, 'GET', '/api/credit-accounts');
    expect(explained(listed.find((a) => a.id === loan.id)!)).toEqual({
      balance_set: 8000,
      payments_since: 70,
      current_balance: 8000,
    });
  });

  it('is explained again after an edit: a typed balance is a balance set, other edits keep it', async () => {
    const card = await createAccountVia(t, owner.authorization, { account_name: 'Amex' });
    const expense = await createExpenseVia(t, owner.authorization, { ...item(), rrp: 300 });
    await pay(expense.id, { amount: 300, paid_by_account_id: card.id });
    const paid = await account(card.id);
    expect(explained(paid)).toEqual({
      balance_set: 1200,
      payments_since: 300,
      current_balance: 1500,
    });
    const fields = {
      account_name: 'Amex',
      account_type: 'credit_card',
      provider: 'Barclaycard',
      owner: 'Partner 1',
      credit_limit: 5000,
      monthly_payment: 150,
      payment_due_date: 14,
    };
    const renamed = await ok<CreditAccount>(owner, 'PUT', `/api/credit-accounts/${card.id}`, {
      ...fields,
      account_name: 'Amex Gold',
      current_balance: 1500,
      updated_at: paid.updated_at,
    });
    expect(explained(renamed)).toEqual({
      balance_set: 1200,
      payments_since: 300,
      current_balance: 1500,
    });
    const typed = await ok<CreditAccount>(owner, 'PUT', `/api/credit-accounts/${card.id}`, {
      ...fields,
      current_balance: 1480.5,
      updated_at: renamed.updated_at,
    });
    expect(explained(typed)).toEqual({
      balance_set: 1480.5,
      payments_since: 0,
      current_balance: 1480.5,
    });
  });

  it('answers 404 for an unknown account and 409 for a stale balance', async () => {
    const card = await createAccountVia(t, owner.authorization, { account_name: 'Stale' });
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await send(owner, 'GET', `/api/credit-accounts/${unknown}`)).status).toBe(404);
    expect(
      (await send(owner, 'POST', `/api/credit-accounts/${unknown}/balance`, { balance: 1 })).status,
    ).toBe(404);
    await ok(owner, 'POST', `/api/credit-accounts/${card.id}/balance`, { balance: 10 });
    const stale = await send(owner, 'POST', `/api/credit-accounts/${card.id}/balance`, {
      balance: 20,
      updated_at: card.updated_at,
    });
    expect([stale.status, stale.body.code]).toEqual([409, 'stale_update']);
    expect((await account(card.id)).current_balance).toBe(10);
    // Personal finances: no other role reads or sets an account.
    for (const user of [builder, designer, viewer]) {
      expect((await send(user, 'GET', `/api/credit-accounts/${card.id}`)).status).toBe(403);
      const setBy = await send(user, 'POST', `/api/credit-accounts/${card.id}/balance`, {
        balance: 0,
      });
      expect(setBy.status).toBe(403);
    }
  });
});

describe('a blank row', () => {
  it('is refused with 422 and the dialog’s required fields, and nothing is stored', async () => {
    const before = await snapshotStorage(t);
    const blank = await send(owner, 'POST', '/api/expenses', {
      room_id: kitchenId,
      description: '  ',
    });
    expect(blank).toEqual({
      status: 422,
      body: {
        code: 'unprocessable',
        detail:
          'This row is blank: enter a supplier and a product (or a description) before saving it.',
        errors: { supplier: ['Supplier is required.'], product: ['Product is required.'] },
      },
    });
    expect(await snapshotStorage(t)).toEqual(before);
    const kept = await createExpenseVia(t, owner.authorization, {
      room_id: kitchenId,
      description: 'Skip hire',
    });
    const emptied = await send(owner, 'PUT', `/api/expenses/${kept.id}`, {
      room_id: kitchenId,
      updated_at: kept.updated_at,
    });
    expect([emptied.status, emptied.body.code]).toEqual([422, 'unprocessable']);
    // A figure alone is not blank: a price still says something was bought.
    await createExpenseVia(t, owner.authorization, { room_id: kitchenId, rrp: 5 });
  });
});

describe('who may record which payment', () => {
  it('refuses every payment write to a viewer, and to a designer outside design items', async () => {
    const expense = await createExpenseVia(t, owner.authorization, { ...item(), rrp: 10 });
    const withOne = await pay(expense.id, { amount: 5 });
    const paymentId = withOne.payments[0]!.id;
    for (const user of [viewer, designer]) {
      expect(
        (await send(user, 'POST', `/api/expenses/${expense.id}/payments`, { amount: 1 })).status,
      ).toBe(403);
      const url = `/api/expenses/${expense.id}/payments/${paymentId}`;
      expect((await send(user, 'PUT', url, { amount: 1 })).status).toBe(403);
      expect((await send(user, 'DELETE', url)).status).toBe(403);
    }
    const design = await createExpenseVia(t, designer.authorization, {
      room_id: moodboardId,
      product: 'Wallpaper sample',
      rrp: 12,
    });
    const paidByDesigner = await pay(design.id, { amount: 12, note: 'Paid in store' }, designer);
    expect(paidByDesigner).toMatchObject({ amount_paid: 12, amount_due: 0 });
  });

  it('lets roles without finance rights record payments, but never from an account', async () => {
    const card = await createAccountVia(t, owner.authorization, {
      account_name: 'Private card',
      current_balance: 700,
    });
    await setBalanceDateOf(t, card.id, '2026-10-01T12:00:00Z');
    const expense = await createExpenseVia(t, owner.authorization, { ...item(), rrp: 400 });
    const fromCard = await pay(expense.id, {
      date: '2026-11-02',
      amount: 100,
      paid_by_account_id: card.id,
    });
    const cardPayment = fromCard.payments[0]!;
    const url = `/api/expenses/${expense.id}/payments`;

    // Naming an account: 403, whether or not it exists.
    for (const accountId of [card.id, '00000000-0000-4000-8000-000000000000']) {
      const named = await send(builder, 'POST', url, { amount: 5, paid_by_account_id: accountId });
      expect(named.status).toBe(403);
      expect(named.body.errors).toEqual({
        paid_by_account_id: [
          'Only the owner or a project manager can choose the account an expense was paid from.',
        ],
      });
    }
    // Its own payment without an account, and the card's payment hidden from it.
    const added = await pay(expense.id, { amount: 50, note: 'Cash on site' }, builder);
    expect(added.payments.map((p) => [p.amount, p.paid_by_account_id])).toEqual([
      [100, null],
      [50, null],
    ]);
    expect(added.paid_by_account_id).toBeNull();
    // The card's payment: a new note or date keeps the account; a new amount would move it.
    const moved = await send(builder, 'PUT', `${url}/${cardPayment.id}`, {
      date: '2026-11-02',
      amount: 120,
    });
    expect([moved.status, Object.keys(moved.body.errors)]).toEqual([403, ['amount']]);
    const noted = await ok(builder, 'PUT', `${url}/${cardPayment.id}`, {
      date: '2026-11-03',
      amount: 100,
      note: 'Deposit',
    });
    expect(noted.payments[0]).toMatchObject({ date: '2026-11-03', note: 'Deposit' });
    expect(
      (await ok<ExpensePage>(owner, 'GET', `/api/expenses?paid_by_account_id=${card.id}`)).items,
    ).toHaveLength(1);
    expect((await send(builder, 'DELETE', `${url}/${cardPayment.id}`)).status).toBe(403);
    expect((await send(builder, 'DELETE', `/api/expenses/${expense.id}`)).status).toBe(403);
    expect(explained(await account(card.id))).toEqual({
      balance_set: 700,
      payments_since: 100,
      current_balance: 800,
    });
    // Its own payment goes; a project manager may name the account.
    const ownId = added.payments[1]!.id;
    expect((await ok(builder, 'DELETE', `${url}/${ownId}`)).amount_paid).toBe(100);
    await pay(expense.id, { amount: 30, paid_by_account_id: card.id }, manager);
    expect((await account(card.id)).current_balance).toBe(830);
  });

  it('answers 404 for a payment of another expense, 409 for a stale expense, 400 for bad input', async () => {
    const first = await createExpenseVia(t, owner.authorization, { ...item(), rrp: 10 });
    const second = await createExpenseVia(t, owner.authorization, { ...item(), rrp: 20 });
    const paid = await pay(first.id, { amount: 4 });
    const paymentId = paid.payments[0]!.id;
    const elsewhere = await send(owner, 'PUT', `/api/expenses/${second.id}/payments/${paymentId}`, {
      amount: 1,
    });
    expect([elsewhere.status, elsewhere.body.code]).toEqual([404, 'not_found']);
    expect(
      (await send(owner, 'DELETE', `/api/expenses/${second.id}/payments/${paymentId}`)).status,
    ).toBe(404);
    const stale = await send(owner, 'POST', `/api/expenses/${first.id}/payments`, {
      amount: 1,
      updated_at: first.updated_at,
    });
    expect([stale.status, stale.body.code]).toEqual([409, 'stale_update']);
    for (const bad of [{ amount: 0 }, { amount: 1.234 }, { amount: 5, date: '2026-02-30' }]) {
      const refused = await send(owner, 'POST', `/api/expenses/${first.id}/payments`, bad);
      expect(refused.status, JSON.stringify(bad)).toBe(400);
    }
    const duplicate = await send(owner, 'POST', `/api/expenses/${second.id}/payments`, {
      id: paymentId,
      amount: 1,
    });
    expect([duplicate.status, duplicate.body.code]).toEqual([409, 'conflict']);
    expect(
      (
        await ok<ExpensePage>(owner, 'GET', `/api/expenses?component_id=${kitchenId}&limit=1000`)
      ).items.find((row: Expense) => row.id === first.id),
    ).toMatchObject({ amount_paid: 4, amount_due: 6 });
  });
});

describe('the CSV export', () => {
  it('has the invoice date, the VAT rate and amount, and the payments in one row', async () => {
    const room = await createComponentVia(t, owner.authorization, { name: 'Loft' });
    const card = await createAccountVia(t, owner.authorization, { account_name: 'Visa' });
    const cash = await createAccountVia(t, owner.authorization, {
      account_name: 'Tin',
      account_type: 'cash',
      current_balance: 900,
    });
    const expense = await createExpenseVia(t, owner.authorization, {
      room_id: room.id,
      supplier: 'Insulation Co',
      product: 'Loft roll',
      rrp: 840,
      add_vat: 'INC_VAT',
      vat_rate: 5,
      invoice_date: '2026-11-03',
    });
    await pay(expense.id, {
      date: '2026-11-01',
      amount: 500,
      paid_by_account_id: card.id,
      note: 'Deposit',
    });
    await pay(expense.id, { amount: 140, paid_by_account_id: cash.id });
    const csv = async (user: SignedInUser) => {
      const response = await t.app.inject({
        url: `/api/expenses/export.csv?component_id=${room.id}`,
        headers: { authorization: user.authorization },
      });
      expect(response.statusCode).toBe(200);
      return response.body.replace(/^\uFEFF/, '').split('\r\n');
    };
    const ownerLines = await csv(owner);
    expect(ownerLines[0]).toBe(
      'Date,Invoice number,Component,Description,Supplier,Product,Quantity,RRP (£),Trade discount (£),Discount (£),VAT,VAT rate (%),VAT (£),Total cost (£),Amount paid (£),Amount due (£),Paid by,Payments,Committed,Link,Receipt,Added',
    );
    // 840 with 5 % inside: 840 x 5/105 = 40.
    expect(ownerLines[1]).toMatch(
      /^03\/11\/2026,,Loft,,Insulation Co,Loft roll,1,840\.00,0\.00,0\.00,Inc VAT,5,40\.00,840\.00,640\.00,200\.00,Several,"£500\.00 on 01\/11\/2026, Deposit, Visa; £140\.00, Tin",Yes,,,\d{2}\/\d{2}\/\d{4}$/,
    );
    const viewerLines = await csv(viewer);
    expect(viewerLines[1]).toMatch(
      /,840\.00,640\.00,200\.00,Not specified,"£500\.00 on 01\/11\/2026, Deposit; £140\.00",Yes,,,/,
    );
  });
});
