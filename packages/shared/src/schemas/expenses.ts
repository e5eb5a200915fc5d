import { z } from 'zod';
import { parseLocaleNumber } from '../domain/locale-number.ts';
import {
  addVatModes,
  hasAtMostTwoDecimals,
  MAX_EXPENSE_AMOUNT,
  percentDiscountsToAmounts,
  vatRates,
} from '../domain/money.ts';
import { formatCurrency } from '../format.ts';
import {
  auditFields,
  boundedAmount,
  exactText,
  expectedVersion,
  lineText,
  multilineText,
  pageOf,
} from './common.ts';
import { contactIdField } from './contact-id.ts';
import { invoiceDateSchema } from './invoice-date.ts';
import { calendarDate } from './timeline.ts';
import { isEmptyOrWebAddress, normaliseLink, WEB_ADDRESS_MESSAGE } from './web-address.ts';

export const addVatSchema = z.enum(addVatModes, {
  error: 'add_vat must be one of NO_VAT, INC_VAT or PLUS_VAT.',
});

/** 20, 5 or 0 (percent): the rate + VAT adds and Inc VAT holds (docs/domain.md#vat). */
export const vatRateSchema = z.literal(vatRates, { error: 'vat_rate must be 20, 5 or 0.' });

/** An invoice number is a reference, never prose: 'INV-2026-000123', 'SO/12345/A'. */
export const INVOICE_NUMBER_MAX_LENGTH = 60;

/** A calendar date, YYYY-MM-DD, or null when not known. */
const optionalDate = calendarDate.nullable();

const quantitySchema = z
  .number({ error: 'Enter a quantity.' })
  .min(0, 'Quantity cannot be negative.')
  .max(1_000_000, 'That quantity is too large.')
  .refine(hasAtMostTwoDecimals, 'Use at most two decimals.');

/** Each money field of an expense: at most the plausible bound (decision 019). */
export const EXPENSE_AMOUNT_TOO_LARGE = `Amounts above ${formatCurrency(MAX_EXPENSE_AMOUNT)} are not plausible for one expense. Check the figure.`;
/** An expense's total (RRP x quantity, less discounts, plus VAT) has the same bound. */
export const EXPENSE_TOTAL_TOO_LARGE = `That total is above ${formatCurrency(MAX_EXPENSE_AMOUNT)}, which is not plausible for one expense. Check the price and quantity.`;
const expenseAmountSchema = boundedAmount(MAX_EXPENSE_AMOUNT, EXPENSE_AMOUNT_TOO_LARGE);

export const PAYMENT_AMOUNT_MESSAGE = 'A payment is more than £0.00.';

/**
 * One payment towards an expense (docs/domain.md#payments): a deposit, a stage payment, the balance. The
 * expense's `amount_paid` is the sum of its payments.
 */
export const expensePaymentSchema = z.object({
  id: z.uuid(),
  /** The day it was paid, YYYY-MM-DD; null for an undated payment (as migrated ones are). */
  date: z.string().nullable(),
  amount: z.number(),
  /**
   * The credit account it was paid from: personal finances, so always null for a role without
   * `finance.manage` (decision 019).
   */
  paid_by_account_id: z.uuid().nullable(),
  /** 'Deposit', 'Stage 2', 'Balance'; empty when none. */
  note: z.string(),
});
export type ExpensePayment = z.infer<typeof expensePaymentSchema>;

/** What a client sends for a payment (POST and PUT /api/expenses/{id}/payments). */
export const expensePaymentFieldsSchema = z.object({
  date: optionalDate.default(null),
  amount: expenseAmountSchema.refine((amount) => amount > 0, PAYMENT_AMOUNT_MESSAGE),
  /**
   * Only roles with `finance.manage` may name an account; any other role sends null, which on
   * an update keeps the stored account (and then may not change the amount; decision 019).
   */
  paid_by_account_id: z.uuid().nullable().default(null),
  note: lineText(200).default(''),
  /**
   * Set to record a payment that takes the amount paid above the total cost (a deposit taken
   * twice, a typo of a digit are far more common than a real overpayment); without it such a
   * write is refused with 422 `overpayment`.
   */
  confirm_overpayment: z.boolean().optional(),
  /**
   * The expense's version the client saw (its `updated_at`): a payment changes the expense's
   * amount paid, so a stale one answers 409.
   */
  ...expectedVersion,
});
export type ExpensePaymentFields = z.output<typeof expensePaymentFieldsSchema>;
export type ExpensePaymentInput = z.input<typeof expensePaymentFieldsSchema>;

export const createExpensePaymentSchema = expensePaymentFieldsSchema.extend({
  /** A new payment may bring a client-generated UUID. */
  id: z.uuid().optional(),
});
export type CreateExpensePaymentInput = z.input<typeof createExpensePaymentSchema>;

export const expensePaymentParamsSchema = z.object({ id: z.uuid(), paymentId: z.uuid() });

/** The day after which `room_id`, the old name of an expense's `component_id`, is removed. */
export const ROOM_ID_REMOVAL_DATE = '2027-06-30';

/** `room_id` as the API document shows it: deprecated, with what to send instead. */
const deprecatedRoomId = z.uuid().meta({
  deprecated: true,
  description: `Deprecated: use component_id. room_id is removed after ${ROOM_ID_REMOVAL_DATE}.`,
});

export const expenseSchema = z.object({
  id: z.uuid(),
  /** The room, design item or service the expense belongs to. */
  component_id: z.uuid(),
  /**
   * The same id under its old name, kept in answers until ROOM_ID_REMOVAL_DATE so clients
   * written against it keep working; read `component_id`.
   * @deprecated
   */
  room_id: deprecatedRoomId,
  description: z.string(),
  supplier: z.string(),
  product: z.string(),
  quantity: z.number(),
  rrp: z.number(),
  trade_discount: z.number(),
  discount: z.number(),
  add_vat: addVatSchema,
  /** The VAT rate in percent used by + VAT and Inc VAT (20 unless set). */
  vat_rate: vatRateSchema,
  /** The VAT the total holds, computed by the server: 0 for No VAT. */
  vat_amount: z.number(),
  /** The invoice's date, YYYY-MM-DD, or null when not known. */
  invoice_date: z.string().nullable(),
  /** The invoice's or receipt's number as printed; empty when not known. */
  invoice_number: z.string(),
  /** The sum of `payments`: the 'Amount paid' column. */
  amount_paid: z.number(),
  /**
   * The payments by date, undated ones last; ties in the order they were recorded.
   * `amount_paid` is their sum; an expense with nothing paid has none.
   */
  payments: z.array(expensePaymentSchema),
  /**
   * The credit account it was paid from: the account of its first payment that names one
   * (with one payment, that payment's account). With payments from several accounts, read
   * `payments` (the table says 'Several'). Personal finances, so always null for a role
   * without `finance.manage` (decision 019); such a role can neither see nor choose it.
   */
  paid_by_account_id: z.uuid().nullable(),
  link: z.string(),
  /** Set when a receipt is attached; fetch GET /api/expenses/{id}/receipt for a signed URL. */
  receipt: z.object({ file_name: z.string(), content_type: z.string() }).nullable(),
  committed: z.boolean(),
  total_cost: z.number(),
  amount_due: z.number(),
  /** The contact who is paid (a trade, a supplier); null when none. */
  contact_id: contactIdField,
  ...auditFields,
});
export type Expense = z.infer<typeof expenseSchema>;

/** What a client sends for an expense; total_cost and amount_due are computed by the server. */
export const expenseFieldsSchema = z.object({
  component_id: z.uuid('Choose a component.'),
  description: multilineText(1000).default(''),
  supplier: lineText(200).default(''),
  /**
   * The contact who is paid. Left out: none on a create, the stored contact on an update; null
   * clears it. An empty supplier is filled in from it. The server checks it exists (422).
   */
  contact_id: contactIdField.optional(),
  product: lineText(200).default(''),
  quantity: quantitySchema.default(1),
  rrp: expenseAmountSchema.default(0),
  trade_discount: expenseAmountSchema.default(0),
  discount: expenseAmountSchema.default(0),
  add_vat: addVatSchema.default('NO_VAT'),
  /** Left out: 20 on a create, the stored rate on an update. */
  vat_rate: vatRateSchema.optional(),
  /** Left out: null on a create, the stored date on an update. From 1900 to tomorrow. */
  invoice_date: invoiceDateSchema.nullable().optional(),
  /** Left out: empty on a create, the stored number on an update. */
  invoice_number: lineText(INVOICE_NUMBER_MAX_LENGTH).optional(),
  /**
   * The payments' sum. On an expense with no payments, or with one undated payment, this is
   * that one undated payment (0 removes it); on one with several payments or a dated one it
   * must stay their sum (change them through /api/expenses/{id}/payments), else 422.
   */
  amount_paid: expenseAmountSchema.default(0),
  /**
   * The account of that one undated payment. Only roles with `finance.manage` may name an
   * account; any other role sends null, which on an update keeps the stored account
   * (decision 019). On an expense with several payments or a dated one, send null or the
   * account it already shows.
   */
  paid_by_account_id: z.uuid().nullable().default(null),
  /** Empty, or a web address once https:// is put before one without it. */
  link: lineText(2000).default('').refine(isEmptyOrWebAddress, WEB_ADDRESS_MESSAGE),
  committed: z.boolean().default(true),
  /**
   * Set to save an amount paid above the total cost (a deposit taken
   * twice, a typo of a digit are far more common than a real overpayment); without it such a
   * write is refused with 422 `overpayment`.
   */
  confirm_overpayment: z.boolean().optional(),
});

export const SUPPLIER_REQUIRED = 'Supplier is required.';
export const PRODUCT_REQUIRED = 'Product is required.';

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

/** The fields a person edits, as the API stores them; totals are derived from them. */
export type ExpenseFields = z.output<typeof expenseFieldsSchema>;

/** An input that may still name the component `room_id`, its name before `component_id`. */
export type WithRoomId<T> =
  | T
  | (Omit<T, 'component_id'> & { room_id: T extends { component_id?: infer C } ? C : never });

/**
 * Accepts `room_id` for `component_id` until ROOM_ID_REMOVAL_DATE: clients written before the
 * rename keep working. Applied before validation, so a bad id is refused under `component_id`
 * with the usual message; when both are sent, `component_id` wins. The schema lists `room_id`
 * too, deprecated, only so the API document shows it: it never reaches the parsed value.
 */
export function acceptRoomId<S extends z.ZodObject>(schema: S) {
  const documented = schema
    .extend({ room_id: deprecatedRoomId.optional() })
    .transform(({ room_id: _moved, ...rest }) => rest as z.output<S>);
  return z.preprocess((value: WithRoomId<z.input<S>>) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
    const { room_id: roomId, ...rest } = value as Record<string, unknown>;
    return rest.component_id === undefined && roomId !== undefined
      ? { ...rest, component_id: roomId }
      : rest;
  }, documented);
}

const createExpenseFieldsSchema = expenseFieldsSchema.extend({
  /** New rows get a client-generated UUID. */
  id: z.uuid().optional(),
});
export const createExpenseSchema = acceptRoomId(createExpenseFieldsSchema);
/** What a client sends (the old `room_id` is read too, until ROOM_ID_REMOVAL_DATE). */
export type CreateExpenseInput = z.input<typeof createExpenseFieldsSchema>;

const updateExpenseFieldsSchema = expenseFieldsSchema.extend(expectedVersion);
export const updateExpenseSchema = acceptRoomId(updateExpenseFieldsSchema);
export type UpdateExpenseInput = z.input<typeof updateExpenseFieldsSchema>;

export const expenseIdParamsSchema = z.object({ id: z.uuid() });

/** GET /api/expenses/export.csv: every expense, or one component's. */
export const expenseExportQuerySchema = acceptRoomId(
  z.object({ component_id: z.uuid().optional() }),
);

const expenseListQueryFieldsSchema = z.object({
  component_id: z.uuid().optional(),
  /** Case-insensitive text in the description, supplier or product; blank means no search. */
  q: lineText(200)
    .optional()
    .transform((value) => value || undefined),
  /** true: only expenses with something paid (the 'All Paid Expenses' dialog). */
  paid: z.stringbool({ error: 'paid must be true or false.' }).optional(),
  /** Only the expenses paid from this credit account (roles with `finance.manage` only). */
  paid_by_account_id: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(500),
  cursor: exactText(200).optional(),
});
export const expenseListQuerySchema = acceptRoomId(expenseListQueryFieldsSchema);
/** What a client sends (the old `room_id` is read too, until ROOM_ID_REMOVAL_DATE). */
export type ExpenseListQuery = z.input<typeof expenseListQueryFieldsSchema>;

/** Figures of every expense a list query matches, not only of the page returned. */
export const expenseListTotalsSchema = z.object({
  count: z.number().int(),
  total: z.number(),
  amount_paid: z.number(),
  unpaid_total: z.number(),
  /** The VAT the matching expenses' totals hold. */
  vat_total: z.number(),
});
export type ExpenseListTotals = z.infer<typeof expenseListTotalsSchema>;

export const expensePageSchema = pageOf(expenseSchema).extend({
  totals: expenseListTotalsSchema,
});
export type ExpensePage = z.infer<typeof expensePageSchema>;

/** Per component: count, total, unpaid_total, the strip's (docs/domain.md#expense-summaries). */
export const expenseSummarySchema = z.object({
  count: z.number().int(),
  total: z.number(),
  unpaid_total: z.number(),
  committed_total: z.number(),
  amount_paid: z.number(),
  amount_due_committed: z.number(),
  amount_due_speculative: z.number(),
  /** The VAT the expenses' totals hold, for a builder reclaiming VAT. */
  vat_total: z.number(),
});
export type ExpenseSummary = z.infer<typeof expenseSummarySchema>;

/** GET /api/expenses/summaries: every component's summary in one call, keyed by component id. */
export const expenseSummariesSchema = z.record(z.uuid(), expenseSummarySchema);
export type ExpenseSummaries = z.infer<typeof expenseSummariesSchema>;

/**
 * GET /api/expenses/summary: the whole project's figures in one small read (the /expenses
 * tiles), from the per-component summaries and the components' budgets.
 */
export const projectExpenseSummarySchema = expenseSummarySchema.extend({
  component_count: z.number().int(),
  budget_total: z.number(),
});
export type ProjectExpenseSummary = z.infer<typeof projectExpenseSummarySchema>;

export const receiptUrlSchema = z.object({ receipt_url: z.string() });

export { normaliseLink };
