import type { CreditSummary } from '@hrt/shared/schemas/credit';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SummaryTiles } from './summary-tiles';

afterEach(cleanup);

/** A £150-a-month card and an active £320-a-month loan. */
const summary: CreditSummary = {
  overall_utilization_percentage: 24,
  total_credit_limit: 5000,
  total_available_credit: 3800,
  total_cash_available: 0,
  total_monthly_payments: 150,
  accounts_count: 1,
  active_accounts_count: 1,
  total_loan_monthly_payments: 320,
  active_loans_count: 1,
};

function monthlyTile(): string {
  const label = screen.getByText('Monthly Payments');
  return label.closest('[data-slot="card"], section > *')?.textContent ?? '';
}

describe('the Monthly Payments tile', () => {
  it("counts the card only, and tells the loan's repayments beside it as not included", () => {
    render(<SummaryTiles summary={summary} />);
    expect(monthlyTile()).toBe(
      'Monthly Payments£150.001 active accountLoans: £320.00 a month, not included',
    );
  });

  it('says nothing of loans when no active loan is being repaid', () => {
    render(
      <SummaryTiles
        summary={{ ...summary, total_loan_monthly_payments: 0, active_loans_count: 0 }}
      />,
    );
    expect(monthlyTile()).toBe('Monthly Payments£150.001 active account');
  });
});
