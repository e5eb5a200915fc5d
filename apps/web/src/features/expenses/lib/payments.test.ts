import type { ExpensePayment } from '@hrt/shared/schemas/expense-payments';
import { describe, expect, it } from 'vitest';
import { backDatedPaymentNotice, hasPaymentList, paidByLabel, paymentsTotal } from './payments';

const visa = { id: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e41', account_name: 'Visa' };
const pot = { id: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e42', account_name: 'Savings pot' };

function payment(amount: number, account: string | null, date: string | null = null) {
  return { id: `p-${amount}`, date, amount, paid_by_account_id: account, note: '' };
}

describe('payments of an expense', () => {
  it('form a list when there are several or a dated one; one undated is the Amount paid box', () => {
    expect(hasPaymentList([])).toBe(false);
    expect(hasPaymentList([payment(100, null)])).toBe(false);
    expect(hasPaymentList([payment(100, null, '2026-11-01')])).toBe(true);
    expect(hasPaymentList([payment(100, null), payment(50, null)])).toBe(true);
  });

  it('add up in pence: 0.10 + 0.20 is 0.30', () => {
    expect(paymentsTotal([payment(0.1, null), payment(0.2, null)])).toBe(0.3);
  });

  it("show 'Several' in the paid-by column when more than one account paid", () => {
    const accounts = [visa, pot];
    const row = (payments: ExpensePayment[]) => ({
      paid_by_account_id:
        payments.find((item) => item.paid_by_account_id)?.paid_by_account_id ?? null,
      payments,
    });
    expect(paidByLabel(row([payment(500, visa.id), payment(250, pot.id)]), accounts)).toBe(
      'Several',
    );
    expect(paidByLabel(row([payment(500, visa.id), payment(250, null)]), accounts)).toBe('Visa');
    expect(paidByLabel(row([payment(500, visa.id), payment(250, visa.id)]), accounts)).toBe('Visa');
    expect(paidByLabel(row([payment(500, null)]), accounts)).toBe('Not specified');
  });
});

describe('a payment dated before its account balance was set', () => {
  // Set at 12:00 UTC on 28 Nov 2026: 28 Nov in London.
  const barclaycard = { account_name: 'Barclaycard', balance_set_at: '2026-11-28T12:00:00.000Z' };

  it('is said to be inside that balance already', () => {
    expect(backDatedPaymentNotice('2026-11-03', barclaycard)).toBe(
      "Barclaycard's balance was set on 28 Nov 2026: a payment dated before then is already in it, so it will not change the balance.",
    );
  });

  it('says nothing on the day itself, after it, undated, or without an account', () => {
    expect(backDatedPaymentNotice('2026-11-28', barclaycard)).toBeNull();
    expect(backDatedPaymentNotice('2026-12-01', barclaycard)).toBeNull();
    expect(backDatedPaymentNotice('', barclaycard)).toBeNull();
    expect(backDatedPaymentNotice('2026-11-03', undefined)).toBeNull();
  });
});
