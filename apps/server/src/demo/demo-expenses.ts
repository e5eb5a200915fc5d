import { formatCurrency } from '@hrt/shared/format';
import type { CreditAccount } from '@hrt/shared/schemas/credit';
import type { Expense } from '@hrt/shared/schemas/expenses';
import { componentFixtures } from './demo-components.ts';
import type { creditAccountFixtures } from './demo-credit.ts';
import { textPdf } from './demo-files.ts';
import type { DemoSeed } from './demo-seed.ts';
import { swatchPicture } from './pictures.ts';
import { type PayingAccounts, type PlannedExpense, planExpenses } from './plan-expenses.ts';

/** The components' ids by fixture key, read back through the API. */
async function componentIdsByKey(seed: DemoSeed): Promise<Map<string, string>> {
  const listed = (await seed.asOwner('GET', '/api/components')) as { id: string; name: string }[];
  const ids = new Map<string, string>();
  for (const fixture of componentFixtures) {
    const found = listed.find((component) => component.name === fixture.name);
    if (found) ids.set(fixture.key, found.id);
  }
  return ids;
}

async function payingAccounts(seed: DemoSeed): Promise<PayingAccounts> {
  const listed = (await seed.asOwner('GET', '/api/credit-accounts')) as CreditAccount[];
  const id = (name: (typeof creditAccountFixtures)[number]['account_name']) => {
    const found = listed.find((account) => account.account_name === name);
    if (!found) throw new Error(`demo: no credit account ${name}`);
    return found.id;
  };
  return {
    cards: [id('Amex Gold'), id('Barclaycard Rewards')],
    loan: id('Home improvement loan'),
    creditLine: id('Flexible credit line'),
    savings: id('Renovation savings'),
  };
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** A till receipt or an invoice as the supplier would send it. */
async function receiptFile(expense: Expense, kind: 'pdf' | 'photo') {
  if (kind === 'photo') {
    const tint = (expense.supplier.length * 37) % 120;
    const value = await swatchPicture([200, 190 - tint / 2, 160 + tint / 2]);
    return { value, filename: `${slug(expense.supplier)}-receipt.jpg`, contentType: 'image/jpeg' };
  }
  const lines = [
    `Date: ${expense.invoice_date ?? ''}`,
    `${expense.quantity} x ${expense.product} at ${formatCurrency(expense.rrp)}`,
    `Discounts: ${formatCurrency(expense.trade_discount + expense.discount)}`,
    `VAT: ${formatCurrency(expense.vat_amount)}`,
    `Total: ${formatCurrency(expense.total_cost)}`,
  ];
  const value = textPdf(expense.supplier, lines);
  return {
    value,
    filename: `${slug(expense.supplier)}-invoice.pdf`,
    contentType: 'application/pdf',
  };
}

async function writeExpense(seed: DemoSeed, planned: PlannedExpense): Promise<void> {
  const expense = (await seed.asOwner('POST', '/api/expenses', planned.fields)) as Expense;
  for (const payment of planned.payments) {
    await seed.asOwner('POST', `/api/expenses/${expense.id}/payments`, payment);
  }
  if (planned.receipt) {
    await seed.uploadAsOwner(`/api/expenses/${expense.id}/receipt`, [
      { name: 'file', ...(await receiptFile(expense, planned.receipt)) },
    ]);
  }
}

/**
 * A few hundred expenses over every component, every VAT mode and rate, with trade and sale
 * discounts, deposits and stage payments from the household's accounts, and some receipts.
 */
export async function seedExpenses(seed: DemoSeed): Promise<void> {
  const [ids, accounts] = await Promise.all([componentIdsByKey(seed), payingAccounts(seed)]);
  const planned = planExpenses(seed.random, seed.today, ids, accounts);
  for (const expense of planned) await writeExpense(seed, expense);
}
