import { z } from 'zod';
import { addVatModes, hasAtMostTwoDecimals, vatRates } from '../domain/money.ts';
import { auditFields, expectedVersion, lineText, multilineText } from './common.ts';
import { contactIdField } from './contact-id.ts';
import { expenseAmountSchema } from './expense-amounts.ts';
import { expensePaymentSchema } from './expense-payments.ts';
import { invoiceDateSchema } from './invoice-date.ts';
import { isEmptyOrWebAddress, WEB_ADDRESS_MESSAGE } from './web-address.ts';

export const addVatSchema = z.enum(addVatModes, {
  error: 'add_vat must be one of NO_VAT, INC_VAT or PLUS_VAT.',
});

/** 20, 5 or 0 (percent): the rate + VAT adds and Inc VAT holds (docs/domain.md#vat). */
export const vatRateSchema = z.literal(vatRates, { error: 'vat_rate must be 20, 5 or 0.' });

/** An invoice number is a reference, never prose: 'INV-2026-000123', 'SO/12345/A'. */
export const INVOICE_NUMBER_MAX_LENGTH = 60;

const quantitySchema = z
  .number({ error: 'Enter a quantity.' })
  .min(0, 'Quantity cannot be negative.')
  .max(1_000_000, 'That quantity is too large.')
  .refine(hasAtMostTwoDecimals, 'Use at most two decimals.');

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

export const receiptUrlSchema = z.object({ receipt_url: z.string() });
