import { computeExpenseTotals, toPence, toPounds } from '@hrt/shared/domain/money';
import type { CreateExpenseInput } from '@hrt/shared/schemas/expenses';
import { type CatalogueLine, expenseCatalogue } from './expense-fixtures.ts';
import { between, dayFrom, pick, pounds } from './random.ts';

/** The accounts an expense may be paid from, by how they are used. */
export interface PayingAccounts {
  cards: string[];
  loan: string;
  creditLine: string;
  savings: string;
}

interface PlannedPayment {
  date: string;
  amount: number;
  paid_by_account_id: string;
  note: string;
}

export interface PlannedExpense {
  /** A bill paid in one go carries its payment (as typed into the grid's Paid column). */
  fields: CreateExpenseInput;
  /** Deposits and stage payments, recorded one by one with their dates. */
  payments: PlannedPayment[];
  /** Days after the first invoice: expenses are added in the order they were bought. */
  order: number;
  receipt: 'pdf' | 'photo' | null;
}

/** A price as the supplier would print it: pence for small things, .99 in shops. */
function priceOf(random: () => number, item: CatalogueLine): number {
  if (item.max < 30) return pounds(random, item.min, item.max);
  const whole = pounds(random, item.min, item.max, 1);
  return item.vat === 'INC_VAT' ? toPounds(toPence(whole) - 1) : whole;
}

/** Trade counters give a trade discount; shops sometimes a sale or voucher. */
function discountsOf(random: () => number, item: CatalogueLine, gross: number) {
  const trade = item.vat === 'PLUS_VAT' && random() < 0.35;
  const sale = !trade && item.vat === 'INC_VAT' && random() < 0.15;
  return {
    trade_discount: trade ? toPounds(Math.round(toPence(gross) * pick(random, [0.1, 0.15]))) : 0,
    discount: sale
      ? toPounds(Math.min(Math.round(toPence(gross) * 0.3), between(random, 5, 60) * 100))
      : 0,
  };
}

/** Trades are paid by bank transfer, big bills from the loan, the rest mostly by card. */
function accountFor(
  random: () => number,
  item: CatalogueLine,
  total: number,
  accounts: PayingAccounts,
) {
  if (item.vat === 'NO_VAT') return accounts.savings;
  if (total >= 1_500) return accounts.loan;
  const roll = random();
  if (roll < 0.45) return accounts.savings;
  if (roll < 0.85 || total < 200) return pick(random, accounts.cards);
  return accounts.creditLine;
}

/**
 * Paid in full (one payment), part paid (a deposit and sometimes a stage payment) or not yet:
 * older invoices are mostly settled, recent ones often still open.
 */
function paymentsOf(
  random: () => number,
  context: { today: string; age: number; total: number; account: string },
): PlannedPayment[] {
  const { today, age, total, account } = context;
  const roll = random();
  const paidDay = (after: number) => dayFrom(today, -Math.max(0, age - after));
  const openChance = age < 30 ? 0.45 : 0.08;
  if (roll < openChance) return [];
  if (roll < openChance + 0.22 && total >= 100) {
    const deposit = toPounds(Math.round(toPence(total) * pick(random, [0.25, 0.3, 0.5])));
    const payments = [
      { date: paidDay(0), amount: deposit, paid_by_account_id: account, note: 'Deposit' },
    ];
    if (age > 20 && random() < 0.5) {
      const stage = toPounds(Math.round(toPence(total - deposit) / 2));
      payments.push({
        date: paidDay(between(random, 7, 14)),
        amount: stage,
        paid_by_account_id: account,
        note: 'Stage 2',
      });
    }
    return payments;
  }
  return [{ date: paidDay(0), amount: total, paid_by_account_id: account, note: 'Paid in full' }];
}

function planOne(
  random: () => number,
  today: string,
  componentId: string,
  lines: readonly CatalogueLine[],
  accounts: PayingAccounts,
): PlannedExpense {
  const item = pick(random, lines);
  const quantity = between(random, 1, item.maxQuantity);
  const rrp = priceOf(random, item);
  const gross = toPounds(toPence(rrp) * quantity);
  const discounts = discountsOf(random, item, gross);
  const committed = random() > 0.06;
  const age = between(random, 0, 240);
  const fields = {
    component_id: componentId,
    description: item.product,
    supplier: item.supplier,
    product: item.product,
    quantity,
    rrp,
    ...discounts,
    add_vat: item.vat,
    vat_rate: item.rate,
    invoice_date: dayFrom(today, -age),
    committed,
  };
  const total = computeExpenseTotals({ ...fields, amount_paid: 0 }).total_cost;
  const account = accountFor(random, item, total, accounts);
  const payments = committed ? paymentsOf(random, { today, age, total, account }) : [];
  const receiptRoll = random();
  const receipt =
    payments.length && receiptRoll < 0.12 ? (receiptRoll < 0.07 ? 'pdf' : 'photo') : null;
  const order = 240 - age;
  if (payments[0]?.note !== 'Paid in full') return { fields, payments, order, receipt };
  // One call instead of two: seeding must be quick (decision 042); its payment is undated.
  return {
    fields: { ...fields, amount_paid: total, paid_by_account_id: account },
    payments: [],
    order,
    receipt,
  };
}

/**
 * Every expense of the demo, from the catalogue: the same random sequence gives the same
 * list. Sorted by invoice date, so the list reads in the order things were bought.
 */
export function planExpenses(
  random: () => number,
  today: string,
  componentIds: Map<string, string>,
  accounts: PayingAccounts,
): PlannedExpense[] {
  const planned: PlannedExpense[] = [];
  for (const [key, { count, lines }] of Object.entries(expenseCatalogue)) {
    const componentId = componentIds.get(key);
    if (!componentId) throw new Error(`demo: no component ${key}`);
    for (let index = 0; index < count; index++) {
      planned.push(planOne(random, today, componentId, lines, accounts));
    }
  }
  return planned.sort((a, b) => a.order - b.order);
}
