/**
 * Money arithmetic in integer pence (docs/domain.md#conventions): no float drift, every total has
 * exactly two decimals. The API exchanges pounds as numbers with at most two decimals.
 */

export type Pence = number;

/** The standard UK rate (+ VAT's familiar x1.2), and every expense's default rate. */
export const VAT_RATE_PERCENT: VatRate = 20;

/**
 * The VAT rates an expense may carry, in percent (docs/domain.md#vat): the standard rate, the reduced
 * rate (some energy-saving and residential conversion work) and the zero rate (energy-saving
 * materials installed in homes).
 */
export const vatRates = [20, 5, 0] as const;
export type VatRate = (typeof vatRates)[number];

export const vatRateLabels: Record<VatRate, string> = { 20: '20%', 5: '5%', 0: '0%' };

export const addVatModes = ['NO_VAT', 'INC_VAT', 'PLUS_VAT'] as const;
export type AddVat = (typeof addVatModes)[number];

export const addVatLabels: Record<AddVat, string> = {
  NO_VAT: 'No VAT',
  INC_VAT: 'Inc VAT',
  PLUS_VAT: '+ VAT',
};

/** Largest amount the database holds: numeric(14,2). */
export const MAX_AMOUNT = 999_999_999_999.99;

/**
 * Largest plausible amount of one expense (each money field and its total, decision 019):
 * far above any single purchase of a home renovation, far below what would let one typo or
 * one hostile write swing a credit account's balance by hundreds of millions.
 */
export const MAX_EXPENSE_AMOUNT = 10_000_000;

export function toPence(pounds: number): Pence {
  return Math.round(pounds * 100);
}

export function toPounds(pence: Pence): number {
  return pence / 100;
}

/**
 * Whether a number has at most two decimals (as pounds do). Read from the shortest decimal form
 * of the number, because `value * 100` drifts for large amounts (86753090000.01 * 100 is not
 * an integer in binary floating point).
 */
export function hasAtMostTwoDecimals(value: number): boolean {
  if (!Number.isFinite(value)) return false;
  const text = String(Math.abs(value));
  // Exponent forms: 1e+21 and above are integers; 1e-7 and below have more than two decimals.
  if (text.includes('e')) return Number.isInteger(value);
  const dot = text.indexOf('.');
  return dot === -1 || text.length - dot - 1 <= 2;
}

/** Exact (a x b) / divisor in integers, rounded half away from zero; BigInt so nothing drifts. */
function mulDivRound(a: number, b: number, divisor: number): number {
  const product = BigInt(a) * BigInt(b);
  const div = BigInt(divisor);
  const negative = product < 0n;
  const magnitude = negative ? -product : product;
  const rounded = (magnitude * 2n + div) / (div * 2n);
  return Number(negative ? -rounded : rounded);
}

export interface ExpenseAmounts {
  quantity: number;
  rrp: number;
  trade_discount: number;
  discount: number;
  add_vat: AddVat;
  /** Percent; 20 when absent (+ VAT then multiplies by 1.2). */
  vat_rate?: VatRate | undefined;
  amount_paid: number;
}

export interface ExpenseTotals {
  total_cost: number;
  amount_due: number;
  /** The VAT the total holds (read-only; 0 for NO_VAT). */
  vat_amount: number;
}

/** RRP x quantity in pence; quantity may have two decimals, so work in hundredths of a unit. */
function grossPenceOf(rrp: number, quantity: number): Pence {
  return mulDivRound(toPence(rrp), Math.round(quantity * 100), 100);
}

/**
 * The canonical expense formula (docs/domain.md#expense-amounts), at the expense's VAT rate:
 * line = RRP x quantity - trade_discount - discount;
 * PLUS_VAT: total = line x (1 + rate/100), VAT = total - line;
 * INC_VAT: total = line, VAT inside it = line x rate / (100 + rate);
 * NO_VAT: total = line, VAT = 0;
 * amount_due = total - amount_paid. Each step rounds half away from zero to the penny.
 */
export function computeExpenseTotals(amounts: ExpenseAmounts): ExpenseTotals {
  const rate = amounts.vat_rate ?? VAT_RATE_PERCENT;
  const grossPence = grossPenceOf(amounts.rrp, amounts.quantity);
  const linePence = grossPence - toPence(amounts.trade_discount) - toPence(amounts.discount);
  let totalPence = linePence;
  let vatPence = 0;
  if (amounts.add_vat === 'PLUS_VAT') {
    totalPence = mulDivRound(linePence, 100 + rate, 100);
    vatPence = totalPence - linePence;
  } else if (amounts.add_vat === 'INC_VAT') {
    vatPence = mulDivRound(linePence, rate, 100 + rate);
  }
  const duePence = totalPence - toPence(amounts.amount_paid);
  return {
    total_cost: toPounds(totalPence),
    amount_due: toPounds(duePence),
    // 0 - 0 would be -0 for a credit line: keep a plain zero.
    vat_amount: toPounds(vatPence) || 0,
  };
}

/**
 * The edit dialog's percentage mode: percentages of the running amount, the trade discount of
 * RRP x quantity and the discount of what is left after it (docs/domain.md#expense-amounts).
 */
export function percentDiscountsToAmounts(input: {
  quantity: number;
  rrp: number;
  trade_discount_percent: number;
  discount_percent: number;
}): { trade_discount: number; discount: number } {
  const grossPence = grossPenceOf(input.rrp, input.quantity);
  // Percentages have at most two decimals: work in hundredths of a percent.
  const tradePence = mulDivRound(grossPence, Math.round(input.trade_discount_percent * 100), 10000);
  const afterTrade = grossPence - tradePence;
  const discountPence = mulDivRound(afterTrade, Math.round(input.discount_percent * 100), 10000);
  return { trade_discount: toPounds(tradePence), discount: toPounds(discountPence) };
}

/** Inverse of the above, to show stored amounts in percentage mode. */
export function amountsToPercentDiscounts(input: {
  quantity: number;
  rrp: number;
  trade_discount: number;
  discount: number;
}): { trade_discount_percent: number; discount_percent: number } {
  const grossPence = grossPenceOf(input.rrp, input.quantity);
  const tradePence = toPence(input.trade_discount);
  const afterTrade = grossPence - tradePence;
  const round2 = (value: number) => Math.round(value * 100) / 100;
  return {
    trade_discount_percent: grossPence ? round2((tradePence / grossPence) * 100) : 0,
    discount_percent: afterTrade ? round2((toPence(input.discount) / afterTrade) * 100) : 0,
  };
}

/** A row counts as paid (and is highlighted) when amount_paid > 0 and >= total_cost. */
export function isExpensePaid(expense: { amount_paid: number; total_cost: number }): boolean {
  return expense.amount_paid > 0 && toPence(expense.amount_paid) >= toPence(expense.total_cost);
}

/** Sums pound amounts exactly. */
export function sumPounds(values: Iterable<number>): number {
  let pence = 0;
  for (const value of values) pence += toPence(value);
  return toPounds(pence);
}

export interface MoneyTotals {
  count: number;
  total: number;
  committed_total: number;
  amount_paid: number;
  unpaid_total: number;
  amount_due_committed: number;
  amount_due_speculative: number;
  /** The VAT the totals hold; 0 for rows that do not say. */
  vat_total: number;
}

/**
 * Totals of a set of expenses: committed rows add their amount due to
 * 'Amount Due (Committed)', uncommitted ones to 'Amount Due (Speculative)'.
 */
export function totalExpenses(
  expenses: Iterable<{
    committed: boolean;
    total_cost: number;
    amount_paid: number;
    amount_due: number;
    vat_amount?: number;
  }>,
): MoneyTotals {
  let count = 0;
  let total = 0;
  let committed = 0;
  let paid = 0;
  let due = 0;
  let dueCommitted = 0;
  let dueSpeculative = 0;
  let vat = 0;
  for (const expense of expenses) {
    count++;
    vat += toPence(expense.vat_amount ?? 0);
    total += toPence(expense.total_cost);
    paid += toPence(expense.amount_paid);
    due += toPence(expense.amount_due);
    if (expense.committed) {
      committed += toPence(expense.total_cost);
      dueCommitted += toPence(expense.amount_due);
    } else {
      dueSpeculative += toPence(expense.amount_due);
    }
  }
  return {
    count,
    total: toPounds(total),
    committed_total: toPounds(committed),
    amount_paid: toPounds(paid),
    unpaid_total: toPounds(due),
    amount_due_committed: toPounds(dueCommitted),
    amount_due_speculative: toPounds(dueSpeculative),
    vat_total: toPounds(vat),
  };
}
