import { AppError } from '@hrt/shared/errors';
import type {
  createExpensePaymentSchema,
  ExpensePaymentFields,
} from '@hrt/shared/schemas/expense-payments';
import type { Expense } from '@hrt/shared/schemas/expenses';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { Principal } from '../../http/access.ts';
import { writeFreshUpdate } from '../activity/write-change.ts';
import { findExpenseWithReceipt } from './expense-receipts.ts';
import { assertMayDeletePayments, paidByAccountFor } from './payment-rights.ts';
import { type OverpaymentCheck, settlePayments } from './payments.ts';
import {
  deletePaymentRow,
  insertPaymentRow,
  lockPaymentsOf,
  type PaymentRow,
  paymentIdExists,
  updatePaymentRow,
} from './payments-repository.ts';
import { toExpense } from './presenter.ts';
import type { ExpenseRow } from './repository.ts';
import {
  checkWritableComponent,
  type ExpenseDeps,
  expenseActivity,
  lockExpense,
} from './service.ts';

/**
 * The payment routes (docs/domain.md#payments): each one is an update of its expense, with the
 * same rights (the component's money rule), the finance rules for accounts (payment-rights.ts) and the
 * expense's version; the answer is the expense as it now stands.
 */

export async function addPayment(
  deps: Pick<ExpenseDeps, 'database'>,
  principal: Principal,
  {
    expenseId,
    payment: input,
  }: { expenseId: string; payment: z.output<typeof createExpensePaymentSchema> },
): Promise<Expense> {
  const check = paymentCheck(input);
  return changePayments(
    deps,
    principal,
    { expenseId, seen: input.updated_at, check },
    async (tx) => {
      const sent = { accountId: input.paid_by_account_id, amount: input.amount };
      const accountId = await paidByAccountFor(tx, principal, sent, null, 'amount');
      if (input.id && (await paymentIdExists(tx, input.id))) {
        throw new AppError('conflict', 'A payment with this id already exists.');
      }
      const now = new Date();
      await insertPaymentRow(tx, {
        ...(input.id ? { id: input.id } : {}),
        expenseId,
        ...paymentColumns(input, accountId),
        createdAt: now,
        updatedAt: now,
        createdBy: principal.email,
      });
    },
  );
}

export async function updatePayment(
  deps: Pick<ExpenseDeps, 'database'>,
  principal: Principal,
  {
    expenseId,
    paymentId,
    changes: input,
  }: { expenseId: string; paymentId: string; changes: ExpensePaymentFields },
): Promise<Expense> {
  const check = paymentCheck(input);
  const target = { expenseId, seen: input.updated_at, check };
  return changePayments(deps, principal, target, async (tx, payments) => {
    const current = findPayment(payments, paymentId);
    const sent = { accountId: input.paid_by_account_id, amount: input.amount };
    const kept = { accountId: current.paidByAccountId, amount: current.amount };
    const accountId = await paidByAccountFor(tx, principal, sent, kept, 'amount');
    await updatePaymentRow(tx, expenseId, paymentId, {
      ...paymentColumns(input, accountId),
      updatedAt: new Date(),
    });
  });
}

export async function removePayment(
  deps: Pick<ExpenseDeps, 'database'>,
  principal: Principal,
  { expenseId, paymentId }: { expenseId: string; paymentId: string },
): Promise<Expense> {
  // Taking a payment away never pays more, so there is nothing to confirm.
  const check = { confirmed: true, payment: null, field: 'amount' } as const;
  const target = { expenseId, seen: undefined, check };
  return changePayments(deps, principal, target, async (tx, payments) => {
    const current = findPayment(payments, paymentId);
    assertMayDeletePayments(principal, [current], 'payment');
    await deletePaymentRow(tx, expenseId, paymentId);
  });
}

/**
 * One change to an expense's payments, as an update of the expense: locked, checked against
 * the version the client saw, the component's rule applied, then the paid figures, summary
 * and balances settled from the payments as they now are (payments.ts).
 */
async function changePayments(
  ctx: Pick<ExpenseDeps, 'database'>,
  principal: Principal,
  {
    expenseId,
    seen,
    check,
  }: {
    expenseId: string;
    seen: string | undefined;
    check: Omit<OverpaymentCheck, 'totalBefore'>;
  },
  change: (tx: Database, payments: PaymentRow[]) => Promise<void>,
): Promise<Expense> {
  await writeFreshUpdate(ctx.database.db, principal.email, {
    lock: (tx) => lockExpense({ tx }, { id: expenseId, alsoComponents: [] }),
    version: (current: ExpenseRow) => current.updatedAt,
    seen,
    what: 'expense',
    row: { table: 'expenses', id: expenseId },
    write: async (tx, current, updatedAt) => {
      await checkWritableComponent({ tx }, principal, current.componentId);
      const before = await lockPaymentsOf(tx, expenseId);
      await change(tx, before);
      const { expense } = await settlePayments(tx, current, before, {
        updatedAt,
        overpayment: { ...check, totalBefore: current.totalCost },
      });
      return { result: expense, activity: expenseActivity('updated', expense) };
    },
  });
  const saved = await findExpenseWithReceipt(ctx.database.db, expenseId);
  if (!saved) throw new AppError('not_found', 'No expense with this id was found.');
  return toExpense(saved, principal.role);
}

/** The payment sent is the one a refused overpayment names. */
function paymentCheck(input: ExpensePaymentFields): Omit<OverpaymentCheck, 'totalBefore'> {
  return { confirmed: input.confirm_overpayment === true, payment: input.amount, field: 'amount' };
}

function paymentColumns(input: ExpensePaymentFields, accountId: string | null) {
  return { paidOn: input.date, amount: input.amount, paidByAccountId: accountId, note: input.note };
}

function findPayment(payments: readonly PaymentRow[], paymentId: string): PaymentRow {
  const payment = payments.find((row) => row.id === paymentId);
  if (!payment) throw new AppError('not_found', 'This expense has no payment with this id.');
  return payment;
}
