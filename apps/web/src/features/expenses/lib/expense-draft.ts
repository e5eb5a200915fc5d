import type { AddVat } from '@hrt/shared/domain/money';
import {
  addVatModes,
  computeExpenseTotals,
  isExpensePaid,
  VAT_RATE_PERCENT,
  type VatRate,
  vatRates,
} from '@hrt/shared/domain/money';
import { expenseDialogSchema } from '@hrt/shared/schemas/expense-dialog';
import type { ExpensePayment } from '@hrt/shared/schemas/expense-payments';
import type {
  CreateExpenseInput,
  Expense,
  ExpenseFields,
  UpdateExpenseInput,
} from '@hrt/shared/schemas/expenses';
import { expenseFieldsSchema } from '@hrt/shared/schemas/expenses';
import { normaliseLink } from '@hrt/shared/schemas/web-address';
import type { z } from 'zod';

/** The fields a person edits (the API's contract); totals are always derived from them. */
export type { ExpenseFields };

/** One row of the table: saved values with local edits applied, or a new unsaved row. */
export interface ExpenseRow extends ExpenseFields {
  id: string;
  isNew: boolean;
  isDirty: boolean;
  /** The version the client saw, sent with an update (409 when stale). */
  updated_at: string | null;
  receipt: Expense['receipt'];
  /** The payments as stored (none on a new row); `amount_paid` is their sum. */
  payments: ExpensePayment[];
  total_cost: number;
  amount_due: number;
  /** The VAT the total holds, with the shared formula (0 for No VAT). */
  vat_amount: number;
  paid: boolean;
}

export function newExpenseFields(componentId: string): ExpenseFields {
  return {
    component_id: componentId,
    description: '',
    supplier: '',
    contact_id: null,
    product: '',
    quantity: 1,
    rrp: 0,
    trade_discount: 0,
    discount: 0,
    add_vat: 'NO_VAT',
    vat_rate: VAT_RATE_PERCENT,
    invoice_date: null,
    amount_paid: 0,
    paid_by_account_id: null,
    link: '',
    committed: true,
  };
}

/** The editable fields of an expense or a row, and nothing else (a row carries its totals). */
export function fieldsOf(expense: ExpenseFields): ExpenseFields {
  return {
    component_id: expense.component_id,
    description: expense.description,
    supplier: expense.supplier,
    contact_id: expense.contact_id ?? null,
    product: expense.product,
    quantity: expense.quantity,
    rrp: expense.rrp,
    trade_discount: expense.trade_discount,
    discount: expense.discount,
    add_vat: expense.add_vat,
    vat_rate: expense.vat_rate,
    invoice_date: expense.invoice_date,
    invoice_number: expense.invoice_number,
    amount_paid: expense.amount_paid,
    paid_by_account_id: expense.paid_by_account_id,
    link: expense.link,
    committed: expense.committed,
  };
}

/** Totals are computed live with the shared formula, so the table agrees with the server. */
export function toRow(
  id: string,
  fields: ExpenseFields,
  meta: {
    isNew: boolean;
    isDirty: boolean;
    updated_at: string | null;
    receipt: Expense['receipt'];
    payments: ExpensePayment[];
  },
): ExpenseRow {
  const totals = computeExpenseTotals(fields);
  return {
    ...fields,
    ...meta,
    id,
    total_cost: totals.total_cost,
    amount_due: totals.amount_due,
    vat_amount: totals.vat_amount,
    paid: isExpensePaid({ amount_paid: fields.amount_paid, total_cost: totals.total_cost }),
  };
}

/** What is sent: the link normalised, no account when nothing is paid. */
export function toPayload(fields: ExpenseFields): CreateExpenseInput {
  return {
    ...fields,
    link: normaliseLink(fields.link),
    paid_by_account_id: fields.amount_paid > 0 ? fields.paid_by_account_id : null,
  };
}

export function toUpdatePayload(
  fields: ExpenseFields,
  updatedAt: string | null,
): UpdateExpenseInput {
  return updatedAt ? { ...toPayload(fields), updated_at: updatedAt } : toPayload(fields);
}

/**
 * 'Undo' of an edit: the row's values before it (`before`, as saved), sent with the version
 * the edit returned (`savedAt`), so a change made by someone since is refused, not overwritten.
 */
export function undoOfEdit(
  before: ExpenseRow,
  savedAt: string,
): { id: string; body: UpdateExpenseInput } {
  const body = toUpdatePayload(fieldsOf(before), savedAt);
  // An overpayment it held was confirmed when it was first saved.
  if (before.amount_due < 0) body.confirm_overpayment = true;
  return { id: before.id, body };
}

/** What a row is checked against before it is sent. */
export interface RowCheck {
  /**
   * A new row needs what the dialog needs (component, supplier and product): a blank row is
   * never sent. A saved row keeps the API's own rules, so an old row without a product can
   * still have its payment recorded.
   */
  isNew: boolean;
}

function issuesOf(fields: ExpenseFields, { isNew }: RowCheck): z.ZodError['issues'] {
  const schema = isNew ? expenseDialogSchema : expenseFieldsSchema;
  const result = schema.safeParse(toPayload(fields));
  return result.success ? [] : result.error.issues;
}

/** The first problem with a row, in the contract's own words; null when it may be sent. */
export function validateFields(
  fields: ExpenseFields,
  check: RowCheck = { isNew: false },
): string | null {
  const issue = issuesOf(fields, check)[0];
  if (!issue) return null;
  const field = issue.path.join('.');
  return field ? `${fieldLabels[field] ?? field}: ${issue.message}` : issue.message;
}

/** A row's problems by field (the first of each), shown beside its cells. */
export type FieldErrors = Partial<Record<keyof ExpenseFields, string>>;

export function fieldErrors(fields: ExpenseFields, check: RowCheck): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issuesOf(fields, check)) {
    const field = String(issue.path[0] ?? '') as keyof ExpenseFields;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

const fieldLabels: Record<string, string> = {
  component_id: 'Component',
  description: 'Description',
  supplier: 'Supplier',
  product: 'Product',
  quantity: 'Quantity',
  rrp: 'RRP',
  trade_discount: 'Trade discount',
  discount: 'Discount',
  add_vat: 'VAT',
  vat_rate: 'VAT rate',
  invoice_date: 'Invoice date',
  invoice_number: 'Invoice number',
  amount_paid: 'Amount paid',
  link: 'Link',
};

/**
 * Extracted expenses arrive through navigation state in whatever shape the extractor gave;
 * keep the fields we know, with the defaults of a new row.
 */
export function fieldsFromExtracted(
  value: unknown,
  fallbackComponentId: string,
): ExpenseFields | null {
  if (!value || typeof value !== 'object') return null;
  const input = value as Record<string, unknown>;
  const text = (key: string) => (typeof input[key] === 'string' ? (input[key] as string) : '');
  const amount = (key: string, fallback = 0) =>
    typeof input[key] === 'number' && Number.isFinite(input[key])
      ? (input[key] as number)
      : fallback;
  // The extractor still names the component room_id.
  const componentId = text('component_id') || text('room_id') || fallbackComponentId;
  if (!componentId) return null;
  const vat = text('add_vat');
  const rate = amount('vat_rate', VAT_RATE_PERCENT);
  return {
    ...newExpenseFields(componentId),
    description: text('description'),
    supplier: text('supplier'),
    product: text('product'),
    quantity: amount('quantity', 1),
    rrp: amount('rrp'),
    trade_discount: amount('trade_discount'),
    discount: amount('discount'),
    add_vat: (addVatModes as readonly string[]).includes(vat) ? (vat as AddVat) : 'NO_VAT',
    // The rate and the invoice's date, when the document stated them.
    vat_rate: (vatRates as readonly number[]).includes(rate) ? (rate as VatRate) : VAT_RATE_PERCENT,
    invoice_date: /^\d{4}-\d{2}-\d{2}$/.test(text('invoice_date')) ? text('invoice_date') : null,
    invoice_number: text('invoice_number'),
    amount_paid: amount('amount_paid'),
    link: text('link'),
    committed: typeof input.committed === 'boolean' ? input.committed : true,
  };
}

/** Nothing typed into it yet: no text, no price, nothing paid, no link. */
export function isBlankRow(fields: ExpenseFields): boolean {
  return (
    !fields.description.trim() &&
    !fields.supplier.trim() &&
    !fields.product.trim() &&
    !fields.link.trim() &&
    fields.rrp === 0 &&
    fields.trade_discount === 0 &&
    fields.discount === 0 &&
    fields.amount_paid === 0
  );
}
