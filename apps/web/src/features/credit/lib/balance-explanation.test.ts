import type { CreditAccount } from '@hrt/shared/schemas/credit';
import { describe, expect, it } from 'vitest';
import { balanceExplanation } from './balance-explanation';

/**
 * What an account card says of its balance (decision 031): the balance set and when, the
 * payments recorded since, the balance now. The figures are the server's; the words are here.
 */
type Explained = Pick<
  CreditAccount,
  'account_type' | 'balance_set' | 'balance_set_at' | 'payments_since' | 'current_balance'
>;

const now = new Date('2026-11-20T12:00:00');
// Midday, so the day is the same in any time zone the tests run in.
const card: Explained = {
  account_type: 'credit_card',
  balance_set: 1200,
  balance_set_at: '2026-11-03T12:00:00.000Z',
  payments_since: 100,
  current_balance: 1300,
};

describe('balanceExplanation', () => {
  it('says what a card owes: the balance set, the payments since, and now', () => {
    expect(balanceExplanation(card, now)).toBe(
      'Balance you set: £1,200.00 on 3 Nov; payments recorded since: £100.00; now £1,300.00.',
    );
  });

  it('says the same of cash, which holds the payments less', () => {
    expect(
      balanceExplanation(
        {
          ...card,
          account_type: 'cash',
          balance_set: 3000,
          payments_since: 1000,
          current_balance: 2000,
        },
        now,
      ),
    ).toBe(
      'Balance you set: £3,000.00 on 3 Nov; payments recorded since: £1,000.00; now £2,000.00.',
    );
  });

  it("says a loan's balance does not move with the payments", () => {
    expect(
      balanceExplanation(
        { ...card, account_type: 'personal_loan', balance_set: 8000, current_balance: 8000 },
        now,
      ),
    ).toBe(
      "Balance you set: £8,000.00 on 3 Nov; payments recorded since: £100.00, which do not change a loan's balance; now £8,000.00.",
    );
  });

  it('says when nothing was paid since, and names the year of a balance set in another', () => {
    expect(
      balanceExplanation(
        {
          ...card,
          balance_set_at: '2025-12-30T12:00:00.000Z',
          payments_since: 0,
          current_balance: 1200,
        },
        now,
      ),
    ).toBe('Balance you set: £1,200.00 on 30 Dec 2025; no payments recorded since.');
  });

  it('counts a removed payment back: payments since can net below what was paid', () => {
    expect(balanceExplanation({ ...card, payments_since: -40, current_balance: 1160 }, now)).toBe(
      'Balance you set: £1,200.00 on 3 Nov; payments recorded since: -£40.00; now £1,160.00.',
    );
  });
});
