import { z } from 'zod';
import { exactText, lineText, pageOf } from './common.ts';
import { acceptRoomId, expenseSchema } from './expenses.ts';

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
