import { z } from 'zod';
import { addVatModes, hasAtMostTwoDecimals } from '../domain/money.ts';
import {
  amountSchema,
  auditFields,
  expectedVersion,
  lineText,
  multilineText,
  pageOf,
} from './common.ts';

export const addVatSchema = z.enum(addVatModes, {
  error: 'add_vat must be one of NO_VAT, INC_VAT or PLUS_VAT.',
});

const quantitySchema = z
  .number({ error: 'Enter a quantity.' })
  .min(0, 'Quantity cannot be negative.')
  .max(1_000_000, 'That quantity is too large.')
  .refine(hasAtMostTwoDecimals, 'Use at most two decimals.');

export const expenseSchema = z.object({
  id: z.uuid(),
  room_id: z.uuid(),
  description: z.string(),
  supplier: z.string(),
  product: z.string(),
  quantity: z.number(),
  rrp: z.number(),
  trade_discount: z.number(),
  discount: z.number(),
  add_vat: addVatSchema,
  amount_paid: z.number(),
  paid_by_account_id: z.uuid().nullable(),
  link: z.string(),
  /** Set when a receipt is attached; fetch GET /api/expenses/{id}/receipt for a signed URL. */
  receipt: z.object({ file_name: z.string(), content_type: z.string() }).nullable(),
  committed: z.boolean(),
  total_cost: z.number(),
  amount_due: z.number(),
  ...auditFields,
});
export type Expense = z.infer<typeof expenseSchema>;

/** What a client sends for an expense; total_cost and amount_due are computed by the server. */
export const expenseFieldsSchema = z.object({
  room_id: z.uuid('Choose a component.'),
  description: multilineText(1000).default(''),
  supplier: lineText(200).default(''),
  product: lineText(200).default(''),
  quantity: quantitySchema.default(1),
  rrp: amountSchema.default(0),
  trade_discount: amountSchema.default(0),
  discount: amountSchema.default(0),
  add_vat: addVatSchema.default('NO_VAT'),
  amount_paid: amountSchema.default(0),
  paid_by_account_id: z.uuid().nullable().default(null),
  link: lineText(2000).default(''),
  committed: z.boolean().default(true),
});

export const createExpenseSchema = expenseFieldsSchema.extend({
  /** New rows get a client-generated UUID (spec part 2, section 3). */
  id: z.uuid().optional(),
});
export type CreateExpenseInput = z.input<typeof createExpenseSchema>;

export const updateExpenseSchema = expenseFieldsSchema.extend(expectedVersion);
export type UpdateExpenseInput = z.input<typeof updateExpenseSchema>;

export const expenseListQuerySchema = z.object({
  component_id: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(500),
  cursor: z.string().max(200).optional(),
});

export const expensePageSchema = pageOf(expenseSchema);
export type ExpensePage = z.infer<typeof expensePageSchema>;

/** Per component: count, total, unpaid_total (the spec's), plus the strip's figures. */
export const expenseSummarySchema = z.object({
  count: z.number().int(),
  total: z.number(),
  unpaid_total: z.number(),
  committed_total: z.number(),
  amount_paid: z.number(),
  amount_due_committed: z.number(),
  amount_due_speculative: z.number(),
});
export type ExpenseSummary = z.infer<typeof expenseSummarySchema>;

/** GET /api/expenses/summaries: every component's summary in one call, keyed by component id. */
export const expenseSummariesSchema = z.record(z.uuid(), expenseSummarySchema);
export type ExpenseSummaries = z.infer<typeof expenseSummariesSchema>;

export const receiptUrlSchema = z.object({ receipt_url: z.string() });

/** Normalises an inline link: trimmed; https:// prepended when it has no http(s) scheme. */
export function normaliseLink(link: string): string {
  const trimmed = link.trim();
  if (!trimmed) return '';
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}
