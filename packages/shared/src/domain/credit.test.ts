import { describe, expect, it } from 'vitest';
import {
  balanceChangeForPayment,
  ownerOptions,
  summarizeCreditAccounts,
  utilizationLevel,
  utilizationPercentage,
} from './credit.ts';

describe('utilizationPercentage', () => {
  it('is the balance against the limit to one decimal, half up', () => {
    expect(utilizationPercentage(450, 1500)).toBe(30);
    expect(utilizationPercentage(1, 3)).toBe(33.3);
    expect(utilizationPercentage(2, 3)).toBe(66.7);
    // 0.05 % exactly: rounds up to 0.1.
    expect(utilizationPercentage(0.5, 1000)).toBe(0.1);
    expect(utilizationPercentage(0.49, 1000)).toBe(0);
  });

  it('goes over 100 when the balance is above the limit', () => {
    expect(utilizationPercentage(1500, 1000)).toBe(150);
  });

  it('is 0 for a balance in credit and null without a positive limit', () => {
    expect(utilizationPercentage(-20, 1000)).toBe(0);
    expect(utilizationPercentage(100, null)).toBeNull();
    expect(utilizationPercentage(100, 0)).toBeNull();
  });
});

describe('utilizationLevel', () => {
  it.each([
    [0, 'Excellent', 'success'],
    [29.9, 'Excellent', 'success'],
    [30, 'Moderate', 'warning'],
    [69.9, 'Moderate', 'warning'],
    [70, 'High Risk', 'destructive'],
    [150, 'High Risk', 'destructive'],
  ])('%s %% is %s (%s)', (percentage, label, tone) => {
    expect(utilizationLevel(percentage)).toEqual({ label, tone });
  });
});

describe('summarizeCreditAccounts', () => {
  const card = (balance: number, limit: number | null, monthly: number, active = true) => ({
    account_type: 'credit_card' as const,
    current_balance: balance,
    credit_limit: limit,
    monthly_payment: monthly,
    is_active: active,
  });

  it('counts credit cards and lines of credit only; cash only in its own tile', () => {
    const summary = summarizeCreditAccounts([
      card(1200, 5000, 150),
      {
        account_type: 'line_of_credit',
        current_balance: 2500,
        credit_limit: 10000,
        monthly_payment: 200,
        is_active: true,
      },
      {
        account_type: 'personal_loan',
        current_balance: 8000,
        credit_limit: null,
        monthly_payment: 250,
        is_active: true,
      },
      {
        account_type: 'cash',
        current_balance: 3000,
        credit_limit: null,
        monthly_payment: 0,
        is_active: true,
      },
    ]);
    expect(summary).toEqual({
      // (1200 + 2500) / (5000 + 10000) = 24.666.. %
      overall_utilization_percentage: 24.7,
      total_credit_limit: 15000,
      total_available_credit: 11300,
      total_cash_available: 3000,
      total_monthly_payments: 350,
      accounts_count: 2,
      active_accounts_count: 2,
      // the loan's 250, beside the total and not in it
      total_loan_monthly_payments: 250,
      active_loans_count: 1,
    });
  });

  it('never lets an over-limit card take credit from another; inactive ones are not paid', () => {
    const summary = summarizeCreditAccounts([card(1500, 1000, 50), card(100, 1000, 25, false)]);
    expect(summary.total_available_credit).toBe(900);
    expect(summary.overall_utilization_percentage).toBe(80);
    expect(summary.total_monthly_payments).toBe(50);
    expect(summary.accounts_count).toBe(2);
    expect(summary.active_accounts_count).toBe(1);
  });

  it('is all zeros without accounts', () => {
    expect(summarizeCreditAccounts([])).toEqual({
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
});

describe('balanceChangeForPayment', () => {
  it('adds to what a card owes, takes from cash, leaves a loan', () => {
    expect(balanceChangeForPayment('credit_card', 80)).toBe(80);
    expect(balanceChangeForPayment('line_of_credit', 80)).toBe(80);
    expect(balanceChangeForPayment('cash', 80)).toBe(-80);
    expect(balanceChangeForPayment('personal_loan', 80)).toBe(0);
  });
});

describe('ownerOptions', () => {
  it("puts 'Joint' after the first two members", () => {
    expect(ownerOptions(['Alex', 'Sam', 'Mum & Dad'])).toEqual([
      'Alex',
      'Sam',
      'Joint',
      'Mum & Dad',
    ]);
    expect(ownerOptions(['Alex'])).toEqual(['Alex', 'Joint']);
  });
});
