import type { CreditAccount } from '@hrt/shared/schemas/credit';
import { ACCOUNT_HAS_EXPENSES_MESSAGE } from '@hrt/shared/schemas/credit';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { activityEvents } from '../activity/schema.ts';
import { createComponentVia, createExpenseVia } from '../expenses/test-support.ts';
import { cardFields, createAccountVia, snapshotCredit } from './test-support.ts';

let t: TestApp;
let owner: SignedInUser;
let manager: SignedInUser;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createSignedInUser(t, { role: 'owner' });
  manager = await createSignedInUser(t, { role: 'project_manager' });
});
afterAll(() => t.close());

function send(
  method: 'POST' | 'PUT' | 'DELETE' | 'GET',
  url: string,
  payload?: Record<string, unknown>,
  authorization = owner.authorization,
) {
  return t.app.inject({
    method,
    url,
    headers: { authorization },
    ...(payload ? { payload } : {}),
  });
}

describe('credit accounts', () => {
  it('adds, lists, changes and deletes an account with its utilization and feed events', async () => {
    const created = await createAccountVia(t, manager.authorization);
    expect(created).toMatchObject({
      ...cardFields,
      interest_rate: null,
      // 1200 / 5000
      utilization_percentage: 24,
      created_by: manager.email,
    });

    const updated = await send('PUT', `/api/credit-accounts/${created.id}`, {
      ...cardFields,
      current_balance: 3600,
      updated_at: created.updated_at,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    // 3600 / 5000 = 72 %: High Risk on the screen.
    expect(updated.json().utilization_percentage).toBe(72);

    const [event] = await t.ctx.database.db
      .select()
      .from(activityEvents)
      .orderBy(desc(activityEvents.createdAt))
      .limit(1);
    expect(event).toMatchObject({
      action: 'updated',
      resourceType: 'credit_account',
      resourceName: 'Everyday Visa',
      audience: 'finance',
    });

    // The version the client saw is stale now.
    const stale = await send('PUT', `/api/credit-accounts/${created.id}`, {
      ...cardFields,
      updated_at: created.updated_at,
    });
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'stale_update']);

    const removed = await send('DELETE', `/api/credit-accounts/${created.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({
      resource_type: 'credit_account',
      resource_id: created.id,
      label: 'Credit account',
    });
    const list = await send('GET', '/api/credit-accounts');
    expect(list.json().map((account: CreditAccount) => account.id)).not.toContain(created.id);
  });

  it('clears the fields a type does not have: cash resets payment, due day, limit and rate', async () => {
    const cash = await createAccountVia(t, owner.authorization, {
      account_name: 'Renovation pot',
      account_type: 'cash',
      provider: 'Monzo',
      owner: 'Joint',
      current_balance: 3000,
      credit_limit: 500,
      monthly_payment: 99,
      payment_due_date: 20,
      interest_rate: 12.5,
    });
    expect(cash).toMatchObject({
      credit_limit: null,
      monthly_payment: 0,
      payment_due_date: 1,
      interest_rate: null,
      utilization_percentage: null,
    });
    const loan = await createAccountVia(t, owner.authorization, {
      account_name: 'Kitchen loan',
      account_type: 'personal_loan',
      credit_limit: 9000,
      interest_rate: 6.9,
      monthly_payment: 250,
    });
    expect(loan).toMatchObject({ credit_limit: null, interest_rate: 6.9, monthly_payment: 250 });
    const line = await createAccountVia(t, owner.authorization, {
      account_name: 'Overdraft',
      account_type: 'line_of_credit',
      interest_rate: 19.9,
    });
    expect(line).toMatchObject({ credit_limit: 5000, interest_rate: 19.9 });
    // A card has a limit, not a rate.
    const card = await createAccountVia(t, owner.authorization, { interest_rate: 22.9 });
    expect(card.interest_rate).toBeNull();
  });

  it('needs the monthly payment and due day for every type but cash', async () => {
    const { monthly_payment: _payment, payment_due_date: _day, ...withoutRepayments } = cardFields;
    const refused = await send('POST', '/api/credit-accounts', withoutRepayments);
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors).sort()).toEqual([
      'monthly_payment',
      'payment_due_date',
    ]);
    const cash = await send('POST', '/api/credit-accounts', {
      ...withoutRepayments,
      account_type: 'cash',
    });
    expect(cash.statusCode, cash.body).toBe(201);
  });

  it('takes a balance above the limit and shows it over 100 %', async () => {
    const over = await createAccountVia(t, owner.authorization, {
      current_balance: 6000,
      credit_limit: 4000,
    });
    expect(over.utilization_percentage).toBe(150);
  });
});

describe('bad input to the credit API: a clear error and nothing written', () => {
  let existing: CreditAccount;
  beforeAll(async () => {
    existing = await createAccountVia(t, owner.authorization, { account_name: 'Untouched' });
  });

  it.each([
    ['due day 0', { payment_due_date: 0 }, 'payment_due_date', 'from 1 to 31'],
    ['due day 32', { payment_due_date: 32 }, 'payment_due_date', 'from 1 to 31'],
    ['a due day of 14.5', { payment_due_date: 14.5 }, 'payment_due_date', 'from 1 to 31'],
    ['a negative limit', { credit_limit: -100 }, 'credit_limit', 'cannot be negative'],
    [
      'interest rate 1000',
      { account_type: 'line_of_credit', interest_rate: 1000 },
      'interest_rate',
      'from 0 to 100',
    ],
    ['an unknown type', { account_type: 'mortgage' }, 'account_type', 'must be one of'],
    ['an empty name', { account_name: '  ' }, 'account_name', 'Account name is required'],
    ['three decimals', { current_balance: 10.005 }, 'current_balance', 'two decimals'],
    ['an owner who is not an option', { owner: 'Stranger' }, 'owner', 'Choose the owner from'],
  ])('refuses %s on create and on update', async (_name, change, field, message) => {
    const before = await snapshotCredit(t);
    const created = await send('POST', '/api/credit-accounts', { ...cardFields, ...change });
    const updated = await send('PUT', `/api/credit-accounts/${existing.id}`, {
      ...cardFields,
      ...change,
    });
    for (const response of [created, updated]) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().code).toBe('validation_failed');
      expect(response.json().errors[field].join(' ')).toContain(message);
    }
    expect(await snapshotCredit(t)).toEqual(before);
  });

  it('refuses to delete an account that expenses were paid from (409), keeping both', async () => {
    const card = await createAccountVia(t, owner.authorization, { account_name: 'Paid with' });
    const room = await createComponentVia(t, owner.authorization, { name: 'Hall' });
    await createExpenseVia(t, owner.authorization, {
      room_id: room.id,
      supplier: 'Wickes',
      product: 'Paint',
      rrp: 40,
      amount_paid: 40,
      paid_by_account_id: card.id,
    });
    const before = await snapshotCredit(t);
    const response = await send('DELETE', `/api/credit-accounts/${card.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'conflict', detail: ACCOUNT_HAS_EXPENSES_MESSAGE });
    expect(await snapshotCredit(t)).toEqual(before);
    // Marking it inactive is the way to retire it.
    const account = (await send('GET', '/api/credit-accounts'))
      .json()
      .find((row: CreditAccount) => row.id === card.id);
    const retired = await send('PUT', `/api/credit-accounts/${card.id}`, {
      ...cardFields,
      account_name: 'Paid with',
      current_balance: account.current_balance,
      is_active: false,
    });
    expect(retired.statusCode, retired.body).toBe(200);
    expect(retired.json().is_active).toBe(false);
  });

  it('answers 404 for an unknown account', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await send('DELETE', `/api/credit-accounts/${id}`)).statusCode).toBe(404);
    expect((await send('PUT', `/api/credit-accounts/${id}`, cardFields)).statusCode).toBe(404);
  });

  it('answers 403 to a viewer, a build manager and a designer on every credit route', async () => {
    const before = await snapshotCredit(t);
    for (const role of ['viewer', 'build_manager', 'interior_designer'] as const) {
      const user = await createSignedInUser(t, { role });
      const calls = [
        send('GET', '/api/credit-accounts', undefined, user.authorization),
        send('GET', '/api/credit-accounts/summary', undefined, user.authorization),
        send('GET', '/api/settings/household', undefined, user.authorization),
        send('POST', '/api/credit-accounts', cardFields, user.authorization),
        send('PUT', `/api/credit-accounts/${existing.id}`, cardFields, user.authorization),
        send('DELETE', `/api/credit-accounts/${existing.id}`, undefined, user.authorization),
      ];
      for (const response of await Promise.all(calls)) {
        expect([role, response.statusCode, response.json().code]).toEqual([role, 403, 'forbidden']);
      }
    }
    expect(await snapshotCredit(t)).toEqual(before);
  });
});
