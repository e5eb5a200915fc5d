import { z } from 'zod';
import { parseLocaleNumber } from '../domain/locale-number.ts';
import { percentDiscountsToAmounts } from '../domain/money.ts';
import { lineText } from './common.ts';
import { contactIdField } from './contact-id.ts';
import { addVatSchema, expenseFieldsSchema, vatRateSchema } from './expenses.ts';
import { normaliseLink } from './web-address.ts';

const SUPPLIER_REQUIRED = 'Supplier is required.';
const PRODUCT_REQUIRED = 'Product is required.';

/**
 * The edit dialog's contract: the API's fields, with supplier and
 * product required as well as the component. The server takes inline table rows without them.
 */
export const expenseDialogSchema = expenseFieldsSchema.extend({
  supplier: lineText(200).min(1, SUPPLIER_REQUIRED),
  product: lineText(200).min(1, PRODUCT_REQUIRED),
});

export const BLANK_EXPENSE_MESSAGE =
  'This row is blank: enter a supplier and a product (or a description) before saving it.';

/**
 * A blank row: no description, supplier or product, and nothing priced or paid. The API
 * refuses to store one (422 `unprocessable`, with `blankExpenseErrors` on the dialog's required
 * fields); the grid keeps a new row from saving by the same rule.
 */
export function isBlankExpense(fields: {
  description?: string | undefined;
  supplier?: string | undefined;
  product?: string | undefined;
  rrp?: number | undefined;
  trade_discount?: number | undefined;
  discount?: number | undefined;
  amount_paid?: number | undefined;
}): boolean {
  const text = [fields.description, fields.supplier, fields.product];
  const amounts = [fields.rrp, fields.trade_discount, fields.discount, fields.amount_paid];
  return text.every((value) => !value?.trim()) && amounts.every((value) => !value);
}

/** The field errors of a blank row: the dialog's required fields, with its messages. */
export function blankExpenseErrors(): Record<string, string[]> {
  return { supplier: [SUPPLIER_REQUIRED], product: [PRODUCT_REQUIRED] };
}

/**
 * Text typed into an amount box: '£1,299.50' reads as 1299.5, '12,5' as 12.5 (a comma before
 * other than three digits cannot group thousands), empty as 0, anything else NaN. The app
 * writes pounds the UK way, so the decimal sign is the dot.
 */
export function parseAmountText(text: string): number {
  const trimmed = text.replace(/£/g, '').trim();
  if (!trimmed) return 0;
  const [, sign, digits = ''] = /^([-+]?)\s*(.*)$/.exec(trimmed) ?? [];
  // "12." is someone half-way through typing 12.50: it means 12 so far, not a mistake.
  const parsed = parseLocaleNumber(digits.replace(/(?<=\d)\.$/, ''), '.');
  if (!parsed) return Number.NaN;
  return sign === '-' ? -parsed.value : parsed.value;
}

/** The dialog's fields as typed: numbers as text, discounts as amounts or as percentages. */
const expenseDialogTextSchema = z.object({
  component_id: z.string(),
  description: z.string(),
  supplier: z.string(),
  /** The contact who is paid, as picked; absent keeps the stored one. */
  contact_id: contactIdField.optional(),
  product: z.string(),
  quantity: z.string(),
  rrp: z.string(),
  trade_discount: z.string(),
  discount: z.string(),
  discount_mode: z.enum(['amount', 'percent']),
  add_vat: addVatSchema,
  /** Absent: the API's default (20 on a new expense, the stored rate on an edit). */
  vat_rate: vatRateSchema.optional(),
  /** YYYY-MM-DD, or empty or null for none; absent keeps the stored date. */
  invoice_date: z.string().nullable().optional(),
  /** Absent keeps the stored number; the fields' schema trims it and bounds its length. */
  invoice_number: z.string().optional(),
  amount_paid: z.string(),
  paid_by_account_id: z.string().nullable(),
  link: z.string(),
  committed: z.boolean(),
});
export type ExpenseDialogFormValues = z.input<typeof expenseDialogTextSchema>;

/**
 * The stored fields a dialog form stands for: in percentage mode the two discount boxes hold
 * percentages and the amounts are derived from them with the shared formula.
 */
export function dialogFormToFields(
  form: Omit<ExpenseDialogFormValues, 'discount_mode'>,
  mode: ExpenseDialogFormValues['discount_mode'],
): z.input<typeof expenseDialogSchema> {
  const quantity = parseAmountText(form.quantity);
  const rrp = parseAmountText(form.rrp);
  const discounts =
    mode === 'percent'
      ? percentDiscountsToAmounts({
          quantity,
          rrp,
          trade_discount_percent: parseAmountText(form.trade_discount),
          discount_percent: parseAmountText(form.discount),
        })
      : {
          trade_discount: parseAmountText(form.trade_discount),
          discount: parseAmountText(form.discount),
        };
  const amountPaid = parseAmountText(form.amount_paid);
  const { invoice_date: invoiceDate, ...rest } = form;
  return {
    ...rest,
    ...(invoiceDate === undefined ? {} : { invoice_date: invoiceDate?.trim() || null }),
    quantity,
    rrp,
    ...discounts,
    amount_paid: amountPaid,
    link: normaliseLink(form.link),
    // No account when nothing is paid (the selector is hidden then).
    paid_by_account_id: amountPaid > 0 ? form.paid_by_account_id || null : null,
  };
}

export const expenseDialogFormSchema = expenseDialogTextSchema
  .transform(({ discount_mode, ...form }) => dialogFormToFields(form, discount_mode))
  .pipe(expenseDialogSchema);
