// Shared set-up for the credit tests: accounts made through the real API, and row counts of
// the tables a refused request must leave alone.
import type { CreditAccount } from '@hrt/shared/schemas/credit';
import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../test/build-test-app.ts';
import { activityEvents } from '../activity/schema.ts';
import { expenses } from '../expenses/schema.ts';
import { creditAccounts } from './schema.ts';

export const cardFields = {
  account_name: 'Everyday Visa',
  account_type: 'credit_card',
  provider: 'Barclaycard',
  owner: 'Partner 1',
  current_balance: 1200,
  credit_limit: 5000,
  monthly_payment: 150,
  payment_due_date: 14,
  is_active: true,
};

export async function createAccountVia(
  t: TestApp,
  authorization: string,
  body: Record<string, unknown> = {},
): Promise<CreditAccount> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/credit-accounts',
    headers: { authorization },
    payload: { ...cardFields, ...body },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

export async function readAccountVia(
  t: TestApp,
  authorization: string,
  id: string,
): Promise<CreditAccount> {
  const response = await t.app.inject({ url: '/api/credit-accounts', headers: { authorization } });
  expect(response.statusCode, response.body).toBe(200);
  const found = (response.json() as CreditAccount[]).find((account) => account.id === id);
  expect(found, `account ${id}`).toBeDefined();
  return found!;
}

/**
 * Dates the balance an account was set to (as if read from a statement that day): a payment
 * dated before that day is already inside it (decision 058).
 */
export async function setBalanceDateOf(t: TestApp, accountId: string, at: string): Promise<void> {
  await t.ctx.database.db
    .update(creditAccounts)
    .set({ balanceSetAt: new Date(at) })
    .where(eq(creditAccounts.id, accountId));
}

/** Every account row as stored, with the expense and activity counts. */
export async function snapshotCredit(t: TestApp) {
  const db = t.ctx.database.db;
  const [e] = await db.select({ n: count() }).from(expenses);
  const [a] = await db.select({ n: count() }).from(activityEvents);
  const accounts = await db.select().from(creditAccounts).orderBy(creditAccounts.id);
  return { accounts, expenses: e!.n, activity: a!.n };
}
