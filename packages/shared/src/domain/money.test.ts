import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AddVat,
  addVatModes,
  amountsToPercentDiscounts,
  computeExpenseTotals,
  type ExpenseAmounts,
  hasAtMostTwoDecimals,
  isExpensePaid,
  MAX_AMOUNT,
  percentDiscountsToAmounts,
  sumPounds,
  toPence,
  toPounds,
  totalExpenses,
  vatRates,
} from './money.ts';

/** Pounds with at most two decimals, built from whole pence so the generator never drifts. */
const pounds = (maxPence = 10_000_000) => fc.integer({ min: 0, max: maxPence }).map(toPounds);
const quantity = fc.integer({ min: 0, max: 100_000 }).map((hundredths) => hundredths / 100);
const percent = fc.integer({ min: 0, max: 10_000 }).map((hundredths) => hundredths / 100);
const addVat = fc.constantFrom<AddVat>(...addVatModes);

const expenseAmounts: fc.Arbitrary<ExpenseAmounts> = fc.record({
  quantity,
  rrp: pounds(),
  trade_discount: pounds(100_000),
  discount: pounds(100_000),
  add_vat: addVat,
  vat_rate: fc.constantFrom(...vatRates),
  amount_paid: pounds(),
});

/** Exactly two decimals: the number is whole pence, and its decimal form has <= 2 decimals. */
function isWholePence(value: number): boolean {
  return Number.isInteger(Math.round(value * 100)) && hasAtMostTwoDecimals(value);
}

/** An independent reference in exact rational arithmetic (BigInt hundredths of a penny). */
function referenceTotals(amounts: ExpenseAmounts) {
  const rrpPence = BigInt(Math.round(amounts.rrp * 100));
  const qtyHundredths = BigInt(Math.round(amounts.quantity * 100));
  const roundDiv = (n: bigint, d: bigint) => {
    const sign = n < 0n ? -1n : 1n;
    const m = n < 0n ? -n : n;
    return sign * ((2n * m + d) / (2n * d));
  };
  const gross = roundDiv(rrpPence * qtyHundredths, 100n);
  const line =
    gross -
    BigInt(Math.round(amounts.trade_discount * 100)) -
    BigInt(Math.round(amounts.discount * 100));
  const rate = BigInt(amounts.vat_rate ?? 20);
  const total = amounts.add_vat === 'PLUS_VAT' ? roundDiv(line * (100n + rate), 100n) : line;
  const vat =
    amounts.add_vat === 'PLUS_VAT'
      ? total - line
      : amounts.add_vat === 'INC_VAT'
        ? roundDiv(line * rate, 100n + rate)
        : 0n;
  const due = total - BigInt(Math.round(amounts.amount_paid * 100));
  return {
    total_cost: Number(total) / 100,
    amount_due: Number(due) / 100,
    vat_amount: Number(vat) / 100,
  };
}

describe('computeExpenseTotals (the canonical formula)', () => {
  const base: ExpenseAmounts = {
    quantity: 2,
    rrp: 100,
    trade_discount: 10,
    discount: 5,
    add_vat: 'NO_VAT',
    amount_paid: 0,
  };

  it('takes RRP x quantity minus both discounts as the line', () => {
    expect(computeExpenseTotals(base)).toEqual({ total_cost: 185, amount_due: 185, vat_amount: 0 });
  });

  it('adds the rate for PLUS_VAT and finds the VAT inside the line for INC_VAT (20, 5, 0 %)', () => {
    const plus = (vat_rate: 20 | 5 | 0) =>
      computeExpenseTotals({ ...base, add_vat: 'PLUS_VAT', vat_rate });
    expect(plus(20)).toEqual({ total_cost: 222, amount_due: 222, vat_amount: 37 });
    expect(plus(5)).toEqual({ total_cost: 194.25, amount_due: 194.25, vat_amount: 9.25 });
    expect(plus(0)).toEqual({ total_cost: 185, amount_due: 185, vat_amount: 0 });
    const inc = (vat_rate: 20 | 5 | 0) =>
      computeExpenseTotals({ ...base, add_vat: 'INC_VAT', vat_rate });
    // 185 x 20/120 = 30.8333; 185 x 5/105 = 8.8095.
    expect(inc(20)).toEqual({ total_cost: 185, amount_due: 185, vat_amount: 30.83 });
    expect(inc(5)).toEqual({ total_cost: 185, amount_due: 185, vat_amount: 8.81 });
    expect(inc(0)).toEqual({ total_cost: 185, amount_due: 185, vat_amount: 0 });
    // No VAT holds none, whatever the rate says; the rate defaults to 20.
    expect(computeExpenseTotals({ ...base, vat_rate: 5 }).vat_amount).toBe(0);
    expect(computeExpenseTotals({ ...base, add_vat: 'PLUS_VAT' }).vat_amount).toBe(37);
  });

  it('adds 20 % VAT only for PLUS_VAT; INC_VAT and NO_VAT keep the line', () => {
    expect(computeExpenseTotals({ ...base, add_vat: 'PLUS_VAT' }).total_cost).toBe(222);
    expect(computeExpenseTotals({ ...base, add_vat: 'INC_VAT' }).total_cost).toBe(185);
    expect(computeExpenseTotals({ ...base, add_vat: 'NO_VAT' }).total_cost).toBe(185);
  });

  it('subtracts amount_paid for the amount due, which may go below zero when overpaid', () => {
    expect(computeExpenseTotals({ ...base, amount_paid: 50 }).amount_due).toBe(135);
    expect(computeExpenseTotals({ ...base, amount_paid: 200 }).amount_due).toBe(-15);
  });

  it('has no float drift on classic cases', () => {
    const cheap = { ...base, rrp: 0.1, quantity: 3, trade_discount: 0, discount: 0 };
    expect(computeExpenseTotals(cheap).total_cost).toBe(0.3);
    const vat = { ...cheap, rrp: 19.99, quantity: 1, add_vat: 'PLUS_VAT' as const };
    expect(computeExpenseTotals(vat).total_cost).toBe(23.99); // 23.988 rounds up
    const half = { ...cheap, rrp: 0.05, quantity: 0.5 }; // 2.5p rounds half away from zero
    expect(computeExpenseTotals(half).total_cost).toBe(0.03);
  });

  it('handles a fractional quantity (2.5 m of worktop)', () => {
    const worktop = { ...base, rrp: 120.5, quantity: 2.5, trade_discount: 0, discount: 0 };
    expect(computeExpenseTotals(worktop).total_cost).toBe(301.25);
  });

  it('stays exact at the largest amounts the database holds', () => {
    const big = { ...base, rrp: MAX_AMOUNT, quantity: 1, trade_discount: 0, discount: 0 };
    expect(computeExpenseTotals(big).total_cost).toBe(MAX_AMOUNT);
    const vat = { ...big, rrp: 86_753_090_000.01, add_vat: 'PLUS_VAT' as const };
    expect(computeExpenseTotals(vat).total_cost).toBe(104_103_708_000.01);
  });

  it('always gives totals with exactly two decimals that match exact arithmetic', () => {
    fc.assert(
      fc.property(expenseAmounts, (amounts) => {
        const totals = computeExpenseTotals(amounts);
        expect(isWholePence(totals.total_cost)).toBe(true);
        expect(isWholePence(totals.amount_due)).toBe(true);
        expect(isWholePence(totals.vat_amount)).toBe(true);
        expect(totals).toEqual(referenceTotals(amounts));
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps amount_due + amount_paid equal to total_cost, to the penny', () => {
    fc.assert(
      fc.property(expenseAmounts, (amounts) => {
        const totals = computeExpenseTotals(amounts);
        expect(toPence(totals.amount_due) + toPence(amounts.amount_paid)).toBe(
          toPence(totals.total_cost),
        );
      }),
    );
  });
});

describe('totalExpenses and sumPounds', () => {
  it('sums exactly where floats would drift', () => {
    expect(sumPounds([0.1, 0.2])).toBe(0.3);
    expect(sumPounds(Array.from({ length: 10 }, () => 0.1))).toBe(1);
  });

  const row = expenseAmounts.chain((amounts) =>
    fc.boolean().map((committed) => ({ committed, ...amounts, ...computeExpenseTotals(amounts) })),
  );

  it('makes the sum of the parts equal the total', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 60 }), (rows) => {
        const totals = totalExpenses(rows);
        expect(totals.count).toBe(rows.length);
        expect(totals.total).toBe(sumPounds(rows.map((r) => r.total_cost)));
        expect(totals.amount_paid).toBe(sumPounds(rows.map((r) => r.amount_paid)));
        // Committed plus speculative due is the whole unpaid total.
        expect(toPence(totals.amount_due_committed) + toPence(totals.amount_due_speculative)).toBe(
          toPence(totals.unpaid_total),
        );
        // Unpaid is what was not paid of the total.
        expect(toPence(totals.total) - toPence(totals.amount_paid)).toBe(
          toPence(totals.unpaid_total),
        );
        expect(totals.committed_total).toBe(
          sumPounds(rows.filter((r) => r.committed).map((r) => r.total_cost)),
        );
        for (const value of Object.values(totals)) expect(isWholePence(value)).toBe(true);
      }),
    );
  });

  it('adds committed amounts due to Committed and the others to Speculative', () => {
    const totals = totalExpenses([
      { committed: true, total_cost: 100, amount_paid: 40, amount_due: 60, vat_amount: 16.67 },
      { committed: false, total_cost: 50, amount_paid: 0, amount_due: 50 },
    ]);
    expect(totals).toEqual({
      count: 2,
      total: 150,
      committed_total: 100,
      amount_paid: 40,
      unpaid_total: 110,
      amount_due_committed: 60,
      amount_due_speculative: 50,
      vat_total: 16.67,
    });
  });
});

describe('percentage mode of the edit dialog', () => {
  it('converts percentages of the running amount into stored amounts', () => {
    // 2 x £100 = £200; 10 % trade = £20; 5 % of the remaining £180 = £9.
    const amounts = percentDiscountsToAmounts({
      quantity: 2,
      rrp: 100,
      trade_discount_percent: 10,
      discount_percent: 5,
    });
    expect(amounts).toEqual({ trade_discount: 20, discount: 9 });
    expect(amountsToPercentDiscounts({ quantity: 2, rrp: 100, ...amounts })).toEqual({
      trade_discount_percent: 10,
      discount_percent: 5,
    });
  });

  it('applies each VAT mode to the line the stored amounts give', () => {
    // £200 - £20 - £9 = £171; Plus VAT adds 20 %, the other modes leave it.
    const line = { quantity: 2, rrp: 100, trade_discount: 20, discount: 9, amount_paid: 0 };
    expect(computeExpenseTotals({ ...line, add_vat: 'NO_VAT' }).total_cost).toBe(171);
    expect(computeExpenseTotals({ ...line, add_vat: 'INC_VAT' }).total_cost).toBe(171);
    expect(computeExpenseTotals({ ...line, add_vat: 'PLUS_VAT' }).total_cost).toBe(205.2);
  });

  it('gives amounts that the canonical formula turns into the dialog formula, within a penny', () => {
    fc.assert(
      fc.property(
        quantity,
        pounds(),
        percent,
        percent,
        addVat,
        (qty, rrp, tradePercent, discountPercent, vat) => {
          const amounts = percentDiscountsToAmounts({
            quantity: qty,
            rrp,
            trade_discount_percent: tradePercent,
            discount_percent: discountPercent,
          });
          expect(isWholePence(amounts.trade_discount)).toBe(true);
          expect(isWholePence(amounts.discount)).toBe(true);
          const { total_cost } = computeExpenseTotals({
            quantity: qty,
            rrp,
            ...amounts,
            add_vat: 'NO_VAT',
            amount_paid: 0,
          });
          // The dialog formula: quantity x RRP x (1 - trade%) x (1 - discount%), in pence.
          const exactPence =
            Math.round(rrp * 100) * qty * (1 - tradePercent / 100) * (1 - discountPercent / 100);
          expect(Math.abs(toPence(total_cost) - exactPence)).toBeLessThanOrEqual(1.5);
          expect(total_cost).toBeGreaterThanOrEqual(0);
          // With VAT the same stored amounts give the same line x 1.2 in both views.
          const withVat = computeExpenseTotals({
            quantity: qty,
            rrp,
            ...amounts,
            add_vat: vat,
            amount_paid: 0,
          });
          expect(isWholePence(withVat.total_cost)).toBe(true);
          const vatPence = vat === 'PLUS_VAT' ? Math.round(toPence(total_cost) * 1.2) : null;
          expect(toPence(withVat.total_cost)).toBe(vatPence ?? toPence(total_cost));
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('isExpensePaid (the paid rule)', () => {
  it('needs a positive amount paid of at least the total cost', () => {
    expect(isExpensePaid({ amount_paid: 0, total_cost: 0 })).toBe(false);
    expect(isExpensePaid({ amount_paid: 10, total_cost: 10 })).toBe(true);
    expect(isExpensePaid({ amount_paid: 9.99, total_cost: 10 })).toBe(false);
    expect(isExpensePaid({ amount_paid: 10.01, total_cost: 10 })).toBe(true);
    expect(isExpensePaid({ amount_paid: 5, total_cost: 0 })).toBe(true);
  });

  it('agrees with "nothing left to pay" for every positive payment', () => {
    fc.assert(
      fc.property(expenseAmounts, (amounts) => {
        const totals = computeExpenseTotals(amounts);
        const expected = amounts.amount_paid > 0 && toPence(totals.amount_due) <= 0;
        expect(isExpensePaid({ amount_paid: amounts.amount_paid, ...totals })).toBe(expected);
      }),
    );
  });
});

describe('hasAtMostTwoDecimals', () => {
  it('accepts pounds and pence, also large ones, and refuses the rest', () => {
    for (const ok of [0, 1, 0.1, 0.29, 1.15, 86_753_090_000.01, MAX_AMOUNT, 1e21]) {
      expect(hasAtMostTwoDecimals(ok)).toBe(true);
    }
    for (const bad of [0.285, 1.001, 1e-7, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(hasAtMostTwoDecimals(bad)).toBe(false);
    }
  });

  it('accepts every whole-pence amount up to the database limit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: toPence(MAX_AMOUNT) }), (pence) => {
        expect(hasAtMostTwoDecimals(toPounds(pence))).toBe(true);
        expect(toPence(toPounds(pence))).toBe(pence);
      }),
      { numRuns: 5000 },
    );
  });
});
