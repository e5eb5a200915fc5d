import { MAX_EXPENSE_AMOUNT, sumPounds, toPence, toPounds } from '@hrt/shared/domain/money';
import { overpaymentMessage } from '@hrt/shared/domain/overpayment';
import { AppError } from '@hrt/shared/errors';
import { EXPENSE_AMOUNT_TOO_LARGE } from '@hrt/shared/schemas/expense-amounts';
import type { ExpenseFields } from '@hrt/shared/schemas/expenses';
import type { Database } from '../../db/client.ts';
import type { Principal } from '../../http/access.ts';
import { type AccountPayment, applyExpensePayment } from '../credit/service.ts';
import { paidByAccountFor } from './payment-rights.ts';
import {
  deletePaymentRow,
  insertPaymentRow,
  lockPaymentsOf,
  type PaymentRow,
  updatePaymentRow,
} from './payments-repository.ts';
import { type ExpenseRow, updateExpenseRow } from './repository.ts';
import { recomputeSummary } from './summaries-repository.ts';

/**
 * An expense's payments and the figures kept from them (decision 031): amount_paid is
 * their sum, paid_by_account_id the account of the first that names one, amount_due the total
 * less the sum; the accounts' balances move by what changed.
 */

const SEVERAL_PAYMENTS_MESSAGE =
  'This expense has several payments, or a dated one: change them in its list of payments.';

/**
 * The row's own 'Amount paid' (and paid-by account) stand for one undated payment: true when
 * the expense has no payment, or exactly one without a date.
 */
function paidAsOneAmount(payments: readonly PaymentRow[]): boolean {
  return payments.length === 0 || (payments.length === 1 && payments[0]!.paidOn === null);
}

/**
 * What an expense write does with the amount paid it sends. With no payments or one undated
 * payment, the amount is that payment (0 removes it) and the account its account. Otherwise
 * the amount must stay the payments' sum and the account the one shown (or null): the list is
 * changed through the payment routes, never guessed from a total.
 */
export async function writeRowPayment(
  tx: Database,
  principal: Principal,
  expense: { id: string; createdBy: string | null },
  input: Pick<ExpenseFields, 'amount_paid' | 'paid_by_account_id'>,
  current: { amountPaid: number; paidByAccountId: string | null } | null,
  payments: readonly PaymentRow[],
): Promise<void> {
  if (!paidAsOneAmount(payments)) {
    const accountChanged =
      input.paid_by_account_id !== null && input.paid_by_account_id !== current?.paidByAccountId;
    if (input.amount_paid !== current?.amountPaid || accountChanged) {
      const field = accountChanged ? 'paid_by_account_id' : 'amount_paid';
      throw new AppError('unprocessable', SEVERAL_PAYMENTS_MESSAGE, {
        [field]: [SEVERAL_PAYMENTS_MESSAGE],
      });
    }
    return;
  }
  const single = payments[0];
  const kept = single ? { accountId: single.paidByAccountId, amount: single.amount } : null;
  const sent = { accountId: input.paid_by_account_id, amount: input.amount_paid };
  const accountId = await paidByAccountFor(tx, principal, sent, kept);
  if (input.amount_paid === 0) {
    if (single) await deletePaymentRow(tx, expense.id, single.id);
    return;
  }
  if (single) {
    if (single.amount === input.amount_paid && single.paidByAccountId === accountId) return;
    await updatePaymentRow(tx, expense.id, single.id, {
      amount: input.amount_paid,
      paidByAccountId: accountId,
      updatedAt: new Date(),
    });
    return;
  }
  const now = new Date();
  await insertPaymentRow(tx, {
    expenseId: expense.id,
    paidOn: null,
    amount: input.amount_paid,
    paidByAccountId: accountId,
    note: '',
    createdAt: now,
    updatedAt: now,
    createdBy: principal.email,
  });
}

/**
 * How a write may pay more than the total cost: `confirmed` when the client said so; the total
 * before the write (null on a create); the payment it wrote (null when it wrote none), named in
 * the refusal.
 */
export interface OverpaymentCheck {
  confirmed: boolean;
  totalBefore: number | null;
  payment: number | null;
  field: 'amount' | 'amount_paid';
}

/**
 * A mistyped digit pays a supplier ten times over and moves a card's balance with it, so a
 * write that takes the amount paid further above the total cost than it already was needs the
 * client's say-so. An expense overpaid before stays editable as long as it gets no worse.
 */
function assertOverpaymentConfirmed(
  check: OverpaymentCheck,
  totals: { totalCost: number; paidBefore: number; paidAfter: number },
): void {
  if (check.confirmed) return;
  // A credit (a negative total) owes nothing: paying it at all is what needs confirming.
  const owed = (total: number) => Math.max(0, toPence(total));
  const overAfter = toPence(totals.paidAfter) - owed(totals.totalCost);
  const overBefore =
    check.totalBefore === null ? 0 : toPence(totals.paidBefore) - owed(check.totalBefore);
  if (overAfter <= 0 || overAfter <= Math.max(0, overBefore)) return;
  const payment = check.payment ?? totals.paidAfter;
  const due = toPounds(toPence(totals.totalCost) - toPence(totals.paidAfter) + toPence(payment));
  const message = overpaymentMessage(payment, due);
  throw new AppError('overpayment', message, { [check.field]: [message] });
}

/**
 * After the payments changed: the expense's paid figures from them, its component's summary,
 * and the accounts' balances (the payments `before` taken back, those now applied).
 */
export async function settlePayments(
  tx: Database,
  expense: ExpenseRow,
  before: readonly PaymentRow[],
  { updatedAt, overpayment }: { updatedAt: Date; overpayment: OverpaymentCheck },
): Promise<{ expense: ExpenseRow; payments: PaymentRow[] }> {
  const after = await lockPaymentsOf(tx, expense.id);
  const amountPaid = sumPounds(after.map((payment) => payment.amount));
  if (amountPaid > MAX_EXPENSE_AMOUNT) {
    throw new AppError('validation_failed', EXPENSE_AMOUNT_TOO_LARGE, {
      amount: [EXPENSE_AMOUNT_TOO_LARGE],
    });
  }
  assertOverpaymentConfirmed(overpayment, {
    totalCost: expense.totalCost,
    paidBefore: sumPounds(before.map((payment) => payment.amount)),
    paidAfter: amountPaid,
  });
  const paidByAccountId = after.find((payment) => payment.paidByAccountId)?.paidByAccountId;
  const updated = await updateExpenseRow(tx, expense.id, {
    amountPaid,
    paidByAccountId: paidByAccountId ?? null,
    amountDue: toPounds(toPence(expense.totalCost) - toPence(amountPaid)),
    updatedAt,
  });
  await recomputeSummary(tx, expense.componentId);
  await applyExpensePayment(
    { tx },
    { before: accountPayments(before), after: accountPayments(after) },
  );
  return { expense: updated, payments: after };
}

/** What payments paid from which account, for the accounts' balances. */
function accountPayments(
  payments: readonly { paidByAccountId: string | null; amount: number; paidOn: string | null }[],
): AccountPayment[] {
  return payments.map((payment) => ({
    accountId: payment.paidByAccountId,
    amountPaid: payment.amount,
    paidOn: payment.paidOn,
  }));
}
