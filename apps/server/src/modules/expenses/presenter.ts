import type { AddVat, VatRate } from '@hrt/shared/domain/money';
import { AppError } from '@hrt/shared/errors';
import { canSeePersonalFinances } from '@hrt/shared/policies';
import type { Role } from '@hrt/shared/roles';
import type { ExpenseSummary } from '@hrt/shared/schemas/expense-list';
import type { ExpensePayment } from '@hrt/shared/schemas/expense-payments';
import type { Expense } from '@hrt/shared/schemas/expenses';
import type { ExpenseWithReceipt } from './expense-receipts.ts';
import type { PaymentRow } from './payments-repository.ts';
import type { PageKey } from './repository.ts';
import type { SummaryRow } from './summaries-repository.ts';

/** An expense as `role` may see it: the paid-by accounts only for finance roles (decision 019). */
export function toExpense(
  { expense, receipt, payments }: Pick<ExpenseWithReceipt, 'expense' | 'receipt' | 'payments'>,
  role: Role,
): Expense {
  const seesAccounts = canSeePersonalFinances(role);
  return {
    id: expense.id,
    component_id: expense.componentId,
    // The old name, kept for one release (packages/shared contracts/expenses.ts).
    room_id: expense.componentId,
    description: expense.description,
    supplier: expense.supplier,
    product: expense.product,
    quantity: expense.quantity,
    rrp: expense.rrp,
    trade_discount: expense.tradeDiscount,
    discount: expense.discount,
    add_vat: expense.addVat as AddVat,
    vat_rate: expense.vatRate as VatRate,
    vat_amount: expense.vatAmount,
    invoice_date: expense.invoiceDate,
    invoice_number: expense.invoiceNumber,
    amount_paid: expense.amountPaid,
    payments: payments.map((payment) => toPayment(payment, seesAccounts)),
    paid_by_account_id: seesAccounts ? expense.paidByAccountId : null,
    link: expense.link,
    receipt: receipt ? { file_name: receipt.fileName, content_type: receipt.contentType } : null,
    committed: expense.committed,
    total_cost: expense.totalCost,
    amount_due: expense.amountDue,
    contact_id: expense.contactId,
    created_at: expense.createdAt.toISOString(),
    updated_at: expense.updatedAt.toISOString(),
    created_by: expense.createdBy,
  };
}

function toPayment(payment: PaymentRow, seesAccounts: boolean): ExpensePayment {
  return {
    id: payment.id,
    date: payment.paidOn,
    amount: payment.amount,
    paid_by_account_id: seesAccounts ? payment.paidByAccountId : null,
    note: payment.note,
  };
}

/** Cursors are opaque to clients: base64url of "<created_at microseconds>:<id>". */
export function encodeCursor(key: PageKey): string {
  return Buffer.from(`${key.createdMicros}:${key.id}`).toString('base64url');
}

export function decodeCursor(cursor: string): PageKey {
  const decoded = Buffer.from(cursor, 'base64url').toString('utf8');
  const match = /^(-?\d{1,19}):([0-9a-f-]{36})$/i.exec(decoded);
  if (!match) throw new AppError('validation_failed', 'The page cursor is not valid.');
  return { createdMicros: match[1]!, id: match[2]! };
}

/** The name an activity event shows for an expense. */
export function describeExpense(expense: {
  description: string;
  product: string;
  supplier: string;
}): string {
  return expense.description || expense.product || expense.supplier || 'Expense';
}

export function toSummary(row: SummaryRow | undefined): ExpenseSummary {
  return {
    count: row?.expenseCount ?? 0,
    total: row?.totalCost ?? 0,
    unpaid_total: row?.amountDue ?? 0,
    committed_total: row?.committedTotal ?? 0,
    amount_paid: row?.amountPaid ?? 0,
    amount_due_committed: row?.amountDueCommitted ?? 0,
    amount_due_speculative: row?.amountDueSpeculative ?? 0,
    vat_total: row?.vatTotal ?? 0,
  };
}
