import {
  expenseExportQuerySchema,
  expenseListQuerySchema,
  expensePageSchema,
  expenseSummariesSchema,
  expenseSummarySchema,
  projectExpenseSummarySchema,
} from '../schemas/expense-list.ts';
import {
  createExpensePaymentSchema,
  expensePaymentFieldsSchema,
  expensePaymentParamsSchema,
} from '../schemas/expense-payments.ts';
import {
  createExpenseSchema,
  expenseIdParamsSchema,
  expenseSchema,
  ROOM_ID_REMOVAL_DATE,
  receiptUrlSchema,
  updateExpenseSchema,
} from '../schemas/expenses.ts';
import { trashEntrySchema } from '../schemas/trash.ts';
import { defineContract } from './endpoint.ts';

/**
 * An expense's component is `component_id`, as everywhere else in the API. Until
 * ROOM_ID_REMOVAL_DATE the old name still works: bodies and queries may send `room_id` instead
 * (used only when `component_id` is absent), and answers carry a `room_id` copy of
 * `component_id`. The document marks `room_id` deprecated wherever it appears.
 */
const ROOM_ID_NOTE =
  'The component is `component_id`. `room_id`, its old name, is deprecated: until ' +
  `${ROOM_ID_REMOVAL_DATE} it is still accepted in its place (when \`component_id\` is absent), ` +
  `and answers carry a \`room_id\` copy; it is removed after ${ROOM_ID_REMOVAL_DATE}.`;

/** Expenses: the list, the figures kept per component, the CSV export and the writes. */
export const expensesContract = defineContract('expenses', {
  list: {
    method: 'GET',
    path: '/api/expenses',
    // A trade: only the expenses that pay it (decision 065).
    access: 'work.read',
    summary:
      'Expenses in the order they were added, paged by cursor; q searches description, supplier and product; paid=true keeps paid ones; totals cover every match',
    description: ROOM_ID_NOTE,
    query: expenseListQuerySchema,
    responses: { 200: expensePageSchema },
    // Filtering by account is for roles that may see personal finances.
    errors: ['forbidden'],
  },
  summaries: {
    method: 'GET',
    path: '/api/expenses/summaries',
    access: 'project.read',
    summary: "Every component's expense summary, keyed by component id",
    responses: { 200: expenseSummariesSchema },
    errors: [],
  },
  projectSummary: {
    method: 'GET',
    path: '/api/expenses/summary',
    access: 'project.read',
    summary: "The whole project's figures: components, budgets and expense totals",
    responses: { 200: projectExpenseSummarySchema },
    errors: [],
  },
  exportCsv: {
    method: 'GET',
    path: '/api/expenses/export.csv',
    access: 'project.read',
    summary: 'Expenses as CSV (UTF-8 with BOM, en-GB numbers, DD/MM/YYYY dates)',
    description: ROOM_ID_NOTE,
    query: expenseExportQuerySchema,
    responses: {
      200: { mediaType: 'text/csv', description: 'The expenses, one row each, with a header' },
    },
    errors: [],
  },
  componentSummary: {
    method: 'GET',
    path: '/api/expenses/:id/summary',
    access: 'project.read',
    summary: "One component's summary: count, total, unpaid_total and the strip's figures",
    params: expenseIdParamsSchema,
    responses: { 200: expenseSummarySchema },
    errors: ['not_found'],
  },
  get: {
    method: 'GET',
    path: '/api/expenses/:id',
    // A trade: only an expense that pays it; another's answers 404 as if missing.
    access: 'work.read',
    summary: 'One expense as stored now (what an edit refused with 409 is compared against)',
    description: ROOM_ID_NOTE,
    params: expenseIdParamsSchema,
    responses: { 200: expenseSchema },
    errors: ['not_found'],
  },
  create: {
    method: 'POST',
    path: '/api/expenses',
    access: 'money.edit',
    summary: 'Create an expense; the server computes total_cost and amount_due',
    description: ROOM_ID_NOTE,
    body: createExpenseSchema,
    responses: { 201: expenseSchema },
    errors: ['forbidden', 'conflict', 'total_too_large', 'unprocessable', 'overpayment'],
  },
  update: {
    method: 'PUT',
    path: '/api/expenses/:id',
    access: 'money.edit',
    summary: 'Replace an expense (409 stale_update when updated_at is stale)',
    description: ROOM_ID_NOTE,
    params: expenseIdParamsSchema,
    body: updateExpenseSchema,
    responses: { 200: expenseSchema },
    errors: [
      'not_found',
      'forbidden',
      'stale_update',
      'total_too_large',
      'unprocessable',
      'overpayment',
    ],
  },
  remove: {
    method: 'DELETE',
    path: '/api/expenses/:id',
    access: 'money.edit',
    summary: 'Move an expense and its receipt to the trash',
    params: expenseIdParamsSchema,
    responses: { 200: trashEntrySchema },
    errors: ['not_found', 'forbidden', 'stale_update', 'total_too_large'],
  },
});

/** An expense's receipt: its own resource, so attaching one leaves the expense's version. */
export const receiptsContract = defineContract('receipts', {
  attach: {
    method: 'POST',
    path: '/api/expenses/:id/receipt',
    access: 'money.edit',
    summary: 'Attach or replace the receipt (multipart field "file": an image or a PDF)',
    params: expenseIdParamsSchema,
    multipart: { fields: [], file: 'file' },
    responses: { 201: receiptUrlSchema },
    errors: ['not_found', 'forbidden'],
  },
  getUrl: {
    method: 'GET',
    path: '/api/expenses/:id/receipt',
    // A trade: only the receipt of an expense that pays it; another's answers 404.
    access: 'work.read',
    summary: 'A short-lived signed URL of the receipt',
    params: expenseIdParamsSchema,
    responses: { 200: receiptUrlSchema },
    errors: ['not_found'],
  },
  remove: {
    method: 'DELETE',
    path: '/api/expenses/:id/receipt',
    access: 'money.edit',
    summary: 'Move the receipt to the trash',
    params: expenseIdParamsSchema,
    responses: { 200: trashEntrySchema },
    errors: ['not_found', 'forbidden'],
  },
});

const PAYMENT_RULES =
  "Payments need the right to edit the expense. Only roles with finance.manage may name an account (any other role sends null, which on an update keeps the stored account); a payment from an account moves that account's balance (decision 031), so other roles may neither change the amount of one nor delete it (403). The expense's amount_paid, amount_due and paid_by_account_id follow; the answer is the updated expense.";

/**
 * An expense's payments (docs/domain.md#payments): deposit, stage payments, balance. Each write answers the
 * expense as it now stands.
 */
export const expensePaymentsContract = defineContract('expense-payments', {
  add: {
    method: 'POST',
    path: '/api/expenses/:id/payments',
    access: 'money.edit',
    summary: 'Record a payment towards an expense',
    description: PAYMENT_RULES,
    params: expenseIdParamsSchema,
    body: createExpensePaymentSchema,
    responses: { 201: expenseSchema },
    errors: [
      'not_found',
      'forbidden',
      'conflict',
      'stale_update',
      'total_too_large',
      'overpayment',
    ],
  },
  update: {
    method: 'PUT',
    path: '/api/expenses/:id/payments/:paymentId',
    access: 'money.edit',
    summary: 'Replace one payment of an expense',
    description: PAYMENT_RULES,
    params: expensePaymentParamsSchema,
    body: expensePaymentFieldsSchema,
    responses: { 200: expenseSchema },
    errors: ['not_found', 'forbidden', 'stale_update', 'total_too_large', 'overpayment'],
  },
  remove: {
    method: 'DELETE',
    path: '/api/expenses/:id/payments/:paymentId',
    access: 'money.edit',
    summary: 'Remove one payment of an expense (its account gets it back)',
    description: PAYMENT_RULES,
    params: expensePaymentParamsSchema,
    responses: { 200: expenseSchema },
    errors: ['not_found', 'forbidden', 'total_too_large'],
  },
});
