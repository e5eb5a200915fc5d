import type { DemoSeed } from './demo-seed.ts';

/** The household and its accounts: the renovation is paid from cards, a loan and savings. */
const householdMembers = ['Alex Morgan', 'Sam Morgan'];

export const creditAccountFixtures = [
  {
    account_name: 'Amex Gold',
    account_type: 'credit_card',
    provider: 'American Express',
    owner: 'Alex Morgan',
    current_balance: 640.2,
    credit_limit: 20_000,
    monthly_payment: 300,
    payment_due_date: 14,
  },
  {
    account_name: 'Barclaycard Rewards',
    account_type: 'credit_card',
    provider: 'Barclaycard',
    owner: 'Sam Morgan',
    current_balance: 212.45,
    credit_limit: 15_000,
    monthly_payment: 150,
    payment_due_date: 3,
  },
  {
    account_name: 'Home improvement loan',
    account_type: 'personal_loan',
    provider: 'Zopa',
    owner: 'Joint',
    current_balance: 20_000,
    monthly_payment: 396.17,
    payment_due_date: 1,
    interest_rate: 7.4,
  },
  {
    account_name: 'Flexible credit line',
    account_type: 'line_of_credit',
    provider: 'Lloyds Bank',
    owner: 'Alex Morgan',
    current_balance: 0,
    credit_limit: 10_000,
    monthly_payment: 120,
    payment_due_date: 22,
    interest_rate: 11.9,
  },
  {
    account_name: 'Renovation savings',
    account_type: 'cash',
    provider: 'Nationwide',
    owner: 'Joint',
    current_balance: 38_000,
    monthly_payment: 0,
    payment_due_date: 1,
  },
] as const;

/** Names the household, then adds its accounts (the expenses' payments come from them). */
export async function seedCredit({ asOwner }: DemoSeed): Promise<void> {
  await asOwner('PUT', '/api/settings/household', { members: householdMembers });
  for (const account of creditAccountFixtures) {
    await asOwner('POST', '/api/credit-accounts', account);
  }
}
