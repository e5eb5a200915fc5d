import {
  computeExpenseTotals,
  MAX_EXPENSE_AMOUNT,
  VAT_RATE_PERCENT,
  type VatRate,
} from '@hrt/shared/domain/money';
import { AppError } from '@hrt/shared/errors';
import type { ComponentType } from '@hrt/shared/schemas/build-components';
import { EXPENSE_TOTAL_TOO_LARGE } from '@hrt/shared/schemas/expense-amounts';
import {
  BLANK_EXPENSE_MESSAGE,
  blankExpenseErrors,
  isBlankExpense,
} from '@hrt/shared/schemas/expense-dialog';
import type {
  createExpenseSchema,
  Expense,
  ExpenseFields,
  updateExpenseSchema,
} from '@hrt/shared/schemas/expenses';
import type { ActivityAction } from '@hrt/shared/schemas/notifications';
import type { TrashEntry } from '@hrt/shared/schemas/trash';
import { normaliseLink } from '@hrt/shared/schemas/web-address';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { type DatabaseDeps, databaseOf } from '../../db/transaction.ts';
import { databaseErrorCode, missingChoiceError, UNIQUE_VIOLATION } from '../../db/write-guards.ts';
import type { Principal } from '../../http/access.ts';
import { type ActivityRecord, writeChange, writeFreshUpdate } from '../activity/write-change.ts';
import { assertCanEditType, findComponent } from '../build-components/service.ts';
import { checkLinkedContact, textOrContact } from '../contacts/linked-contact.ts';
import { moveToTrash } from '../trash/service.ts';
import { findExpenseWithReceipt } from './expense-receipts.ts';
import { assertMayDeletePayments } from './payment-rights.ts';
import { type OverpaymentCheck, settlePayments, writeRowPayment } from './payments.ts';
import { lockPaymentsOf } from './payments-repository.ts';
import { describeExpense, toExpense } from './presenter.ts';
import {
  type ExpenseInsert,
  type ExpenseRow,
  findExpenseIdsOfContact,
  findExpenseRow,
  insertExpenseRows,
  updateExpenseRow,
} from './repository.ts';
import { recomputeSummary } from './summaries-repository.ts';
import { lockSummaries } from './summary-locks.ts';

/** What the expenses module's services use of the app context. */
export type ExpenseDeps = Pick<
  AppContext,
  'database' | 'fileStore' | 'signingSecret' | 'trashHooks'
>;

export async function createExpense(
  deps: Pick<ExpenseDeps, 'database'>,
  principal: Principal,
  input: z.output<typeof createExpenseSchema>,
): Promise<Expense> {
  try {
    const row = await writeChange(deps.database.db, principal.email, async (tx) => {
      await lockSummaries(tx, [input.component_id]);
      await checkWritableComponent({ tx }, principal, input.component_id);
      if (input.id && (await findExpenseRow(tx, input.id))) throw duplicateId();
      const contact = await checkLinkedContact(tx, input.contact_id);
      const now = new Date();
      const [inserted] = await insertExpenseRows(tx, [
        {
          ...(input.id ? { id: input.id } : {}),
          ...toColumns(withContactSupplier(input, contact), null),
          createdAt: now,
          updatedAt: now,
          createdBy: principal.email,
        },
      ]);
      // The amount paid typed with the row is its one undated payment (docs/domain.md#payments).
      await writeRowPayment(tx, principal, inserted!, input, null, []);
      const created = await settlePayments(tx, inserted!, [], {
        updatedAt: now,
        overpayment: rowOverpayment(input, null),
      });
      return { result: created, activity: expenseActivity('created', created.expense) };
    });
    return toExpense({ ...row, receipt: null }, principal.role);
  } catch (error) {
    // Two clients creating the same client-generated id at once: the second loses cleanly.
    if (databaseErrorCode(error) === UNIQUE_VIOLATION) throw duplicateId();
    throw error;
  }
}

export async function updateExpense(
  deps: Pick<ExpenseDeps, 'database'>,
  principal: Principal,
  { id, changes: input }: { id: string; changes: z.output<typeof updateExpenseSchema> },
): Promise<Expense> {
  await writeFreshUpdate(deps.database.db, principal.email, {
    lock: (tx) => lockExpense({ tx }, { id, alsoComponents: [input.component_id] }),
    version: (current) => current.updatedAt,
    seen: input.updated_at,
    what: 'expense',
    row: { table: 'expenses', id },
    write: async (tx, current, updatedAt) => {
      // Moving an expense needs the right to edit both the old and the new component.
      await checkWritableComponent({ tx }, principal, current.componentId);
      const moved = input.component_id !== current.componentId;
      if (moved) await checkWritableComponent({ tx }, principal, input.component_id);
      const contact = await checkLinkedContact(tx, input.contact_id);
      const payments = await lockPaymentsOf(tx, id);
      const written = await updateExpenseRow(tx, id, {
        ...toColumns(withContactSupplier(input, contact), current),
        updatedAt,
      });
      await writeRowPayment(tx, principal, current, input, current, payments);
      // Recomputes the (new) component's summary; a move leaves the old one to recompute.
      const updated = await settlePayments(tx, written, payments, {
        updatedAt,
        overpayment: rowOverpayment(input, current.totalCost),
      });
      if (moved) await recomputeSummary(tx, current.componentId);
      return { result: updated, activity: expenseActivity('updated', updated.expense) };
    },
  });
  const saved = await findExpenseWithReceipt(deps.database.db, id);
  if (!saved) throw notFound();
  return toExpense(saved, principal.role);
}

export async function deleteExpense(
  deps: Pick<ExpenseDeps, 'database' | 'trashHooks'>,
  principal: Principal,
  id: string,
): Promise<TrashEntry> {
  return writeChange(deps.database.db, principal.email, async (tx) => {
    const current = await lockExpense({ tx }, { id, alsoComponents: [] });
    const type = await checkWritableComponent({ tx }, principal, current.componentId);
    assertMayDeletePayments(principal, await lockPaymentsOf(tx, id), 'expense');
    const activity = expenseActivity('deleted', current);
    // The trash takes the payments back from their accounts and the figures out of the totals
    // (trash-hook.ts), and keeps the payments and the receipt until the purge.
    const entry = await moveToTrash({ tx, trashHooks: deps.trashHooks }, principal, {
      resourceType: 'expense',
      id,
      name: describeExpense(current),
      restoreRule: { capability: 'money.edit', component_type: type },
      activity,
    });
    return { result: entry, activity };
  });
}

/**
 * Locks the summaries of the expense's component (and of `alsoComponents`) and then the
 * expense row itself. The component is read first without a lock to know which summary to
 * lock; if the expense moved in between, the caller is told to retry rather than guess.
 */
export async function lockExpense(
  { tx }: { tx: Database },
  { id, alsoComponents }: { id: string; alsoComponents: string[] },
): Promise<ExpenseRow> {
  const seen = await findExpenseRow(tx, id);
  if (!seen) throw notFound();
  await lockSummaries(tx, [seen.componentId, ...alsoComponents]);
  const current = await findExpenseRow(tx, id, { forUpdate: true });
  if (!current) throw notFound();
  if (current.componentId !== seen.componentId) {
    throw new AppError(
      'stale_update',
      'This expense was moved by someone else just now. Reload and try again.',
    );
  }
  return current;
}

/** The component must exist and the principal's role must allow editing its type. */
export async function checkWritableComponent(
  deps: DatabaseDeps,
  principal: Principal,
  componentId: string,
): Promise<ComponentType> {
  const component = await findComponent({ tx: databaseOf(deps) }, componentId);
  // Under both names for one release: expense writes say component_id now, while the
  // extraction form and clients written before the rename read room_id.
  if (!component) throw missingChoiceError('component', ['component_id', 'room_id']);
  assertCanEditType(principal, component.type);
  return component.type;
}

/** An expense naming a contact and no supplier is the contact's: its label is the supplier. */
function withContactSupplier<T extends ExpenseFields>(
  input: T,
  contact: { label: string } | undefined,
): T {
  return { ...input, supplier: textOrContact(input.supplier, contact) };
}

/**
 * The stored columns: the server computes the totals and normalises the link. The VAT rate,
 * invoice date, invoice number and contact left out keep the stored ones (`current`), or the defaults on a create. The
 * paid-by account is kept from the payments (payments.ts). A blank row is refused (422).
 */
export function toColumns(
  input: ExpenseFields,
  current: Pick<ExpenseRow, 'vatRate' | 'invoiceDate' | 'invoiceNumber' | 'contactId'> | null,
): Omit<ExpenseInsert, 'id' | 'paidByAccountId'> {
  if (isBlankExpense(input)) {
    throw new AppError('unprocessable', BLANK_EXPENSE_MESSAGE, blankExpenseErrors());
  }
  const vatRate = input.vat_rate ?? (current?.vatRate as VatRate | undefined) ?? VAT_RATE_PERCENT;
  const totals = computeExpenseTotals({ ...input, vat_rate: vatRate });
  // A row with no price and a discount is a credit (a credit note's line, an invoice's
  // discount read from an e-invoice, decision 021); discounts beyond a price are a mistake.
  if (totals.total_cost < 0 && input.rrp > 0) {
    const message = 'The discounts are larger than the price. Check the discount amounts.';
    throw new AppError('validation_failed', message, { discount: [message] });
  }
  // Every field is at most the bound, so amount due (total less paid) is within it as well.
  if (totals.total_cost > MAX_EXPENSE_AMOUNT) {
    throw new AppError('validation_failed', EXPENSE_TOTAL_TOO_LARGE, {
      rrp: [EXPENSE_TOTAL_TOO_LARGE],
    });
  }
  return {
    componentId: input.component_id,
    description: input.description,
    supplier: input.supplier,
    contactId: input.contact_id === undefined ? (current?.contactId ?? null) : input.contact_id,
    product: input.product,
    quantity: input.quantity,
    rrp: input.rrp,
    tradeDiscount: input.trade_discount,
    discount: input.discount,
    addVat: input.add_vat,
    vatRate,
    invoiceDate:
      input.invoice_date === undefined ? (current?.invoiceDate ?? null) : input.invoice_date,
    invoiceNumber: input.invoice_number ?? current?.invoiceNumber ?? '',
    amountPaid: input.amount_paid,
    link: normaliseLink(input.link),
    committed: input.committed,
    totalCost: totals.total_cost,
    amountDue: totals.amount_due,
    vatAmount: totals.vat_amount,
  };
}

/** An expense write's amount paid stands for its one undated payment when it names one. */
function rowOverpayment(
  input: Pick<ExpenseFields, 'amount_paid' | 'confirm_overpayment'>,
  totalBefore: number | null,
): OverpaymentCheck {
  return {
    confirmed: input.confirm_overpayment === true,
    totalBefore,
    payment: input.amount_paid > 0 ? input.amount_paid : null,
    field: 'amount_paid',
  };
}

/** The feed entry for a change to an expense. */
export function expenseActivity(action: ActivityAction, row: ExpenseRow): ActivityRecord {
  return {
    action,
    resourceType: 'expense',
    resourceName: describeExpense(row),
    resourceId: row.id,
  };
}

function notFound() {
  return new AppError('not_found', 'No expense with this id was found.');
}

function duplicateId() {
  return new AppError('conflict', 'An expense with this id already exists.');
}

/** The expenses that pay a contact: what a trade hears of (decision 065). */
export async function listExpenseIdsOfContact(
  deps: Pick<ExpenseDeps, 'database'>,
  contactId: string,
): Promise<string[]> {
  return findExpenseIdsOfContact(deps.database.db, contactId);
}
