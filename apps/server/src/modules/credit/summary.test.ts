import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createComponentVia, createExpenseVia } from '../expenses/test-support.ts';
import { createAccountVia } from './test-support.ts';

/** The summary tiles' figures, worked out by hand from docs/domain.md#credit-summary. */

let t: TestApp;
let owner: SignedInUser;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createSignedInUser(t, { role: 'owner' });
});
afterAll(() => t.close());

const readSummary = async () => {
  const response = await t.app.inject({
    url: '/api/credit-accounts/summary',
    headers: { authorization: owner.authorization },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('GET /api/credit-accounts/summary', () => {
  it('is zero without accounts', async () => {
    expect(await readSummary()).toEqual({
      overall_utilization_percentage: 0,
      total_credit_limit: 0,
      total_available_credit: 0,
      total_cash_available: 0,
      total_monthly_payments: 0,
      accounts_count: 0,
      active_accounts_count: 0,
      total_loan_monthly_payments: 0,
      active_loans_count: 0,
    });
  });

  it('counts cards and lines of credit only, and follows a payment', async () => {
    const cardA = await createAccountVia(t, owner.authorization, {
      current_balance: 1250.5,
      credit_limit: 5000,
      monthly_payment: 120,
    });
    await createAccountVia(t, owner.authorization, {
      account_name: 'Store card',
      owner: 'Partner 2',
      current_balance: 2400,
      credit_limit: 3000,
      monthly_payment: 90,
      is_active: false,
    });
    await createAccountVia(t, owner.authorization, {
      account_name: 'Flexible',
      account_type: 'line_of_credit',
      owner: 'Joint',
      current_balance: 4000,
      credit_limit: 10000,
      monthly_payment: 200,
      interest_rate: 19.9,
    });
    await createAccountVia(t, owner.authorization, {
      account_name: 'Kitchen loan',
      account_type: 'personal_loan',
      owner: 'Parents',
      current_balance: 8000,
      monthly_payment: 250,
      interest_rate: 6.4,
    });
    await createAccountVia(t, owner.authorization, {
      account_name: 'Paid-off loan',
      account_type: 'personal_loan',
      current_balance: 0,
      monthly_payment: 90,
      interest_rate: 4.9,
      is_active: false,
    });
    await createAccountVia(t, owner.authorization, {
      account_name: 'Pot',
      account_type: 'cash',
      owner: 'Joint',
      current_balance: 3500.25,
    });
    await createAccountVia(t, owner.authorization, {
      account_name: 'Old pot',
      account_type: 'cash',
      current_balance: 100,
      is_active: false,
    });

    expect(await readSummary()).toEqual({
      // (1250.50 + 2400 + 4000) / (5000 + 3000 + 10000) = 7650.50 / 18000 = 42.50 %
      overall_utilization_percentage: 42.5,
      total_credit_limit: 18000,
      // 3749.50 + 600 + 6000
      total_available_credit: 10349.5,
      // 3500.25 + 100
      total_cash_available: 3600.25,
      // the active card and the line of credit: 120 + 200 (the loan is not counted)
      total_monthly_payments: 320,
      accounts_count: 3,
      active_accounts_count: 2,
      // the active loan's 250 and the retired one's nothing, told beside the total
      total_loan_monthly_payments: 250,
      active_loans_count: 1,
    });

    const room = await createComponentVia(t, owner.authorization, { name: 'Kitchen' });
    await createExpenseVia(t, owner.authorization, {
      room_id: room.id,
      supplier: 'Howdens',
      product: 'Worktop',
      rrp: 150,
      amount_paid: 150,
      paid_by_account_id: cardA.id,
    });
    expect(await readSummary()).toMatchObject({
      // 7800.50 / 18000 = 43.336 %
      overall_utilization_percentage: 43.3,
      total_available_credit: 10199.5,
    });
  });
});
