import { boolean, index, integer, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { auditColumns, id, money } from '../../db/schema/columns.ts';
import { buildComponents } from '../build-components/schema.ts';
import { creditAccounts } from '../credit/schema.ts';
import { storedFiles } from '../files/schema.ts';

/**
 * Expense totals per component, kept up to date in the same transaction as every expense
 * write, so the overview costs a small read however many expenses there are. Expenses owns
 * it; build-components makes and removes a component's row through component-summaries.ts.
 */
export const componentSummaries = pgTable('component_summaries', {
  componentId: uuid('component_id')
    .primaryKey()
    .references(() => buildComponents.id, { onDelete: 'cascade' }),
  expenseCount: integer('expense_count').notNull().default(0),
  totalCost: money('total_cost'),
  committedTotal: money('committed_total'),
  amountPaid: money('amount_paid'),
  amountDue: money('amount_due'),
  amountDueCommitted: money('amount_due_committed'),
  amountDueSpeculative: money('amount_due_speculative'),
});

export const expenses = pgTable(
  'expenses',
  {
    id: id(),
    componentId: uuid('component_id')
      .notNull()
      .references(() => buildComponents.id, { onDelete: 'restrict' }),
    description: text('description').notNull().default(''),
    supplier: text('supplier').notNull().default(''),
    product: text('product').notNull().default(''),
    quantity: numeric('quantity', { precision: 12, scale: 2, mode: 'number' }).notNull().default(1),
    rrp: money('rrp'),
    tradeDiscount: money('trade_discount'),
    discount: money('discount'),
    addVat: text('add_vat').notNull().default('NO_VAT'),
    amountPaid: money('amount_paid'),
    /** An account that paid for expenses cannot be deleted (decision 014): restrict. */
    paidByAccountId: uuid('paid_by_account_id').references(() => creditAccounts.id, {
      onDelete: 'restrict',
    }),
    link: text('link').notNull().default(''),
    receiptFileId: uuid('receipt_file_id').references(() => storedFiles.id, {
      onDelete: 'set null',
    }),
    committed: boolean('committed').notNull().default(true),
    /** Computed by the server from the fields above (DESIGN.md section 9). */
    totalCost: money('total_cost'),
    amountDue: money('amount_due'),
    ...auditColumns,
  },
  (table) => [
    // Both list orders (one component's, everyone's) page by (created_at, id): keyset paging
    // reads only the rows of the page, however deep into the list.
    index('expenses_component_idx').on(table.componentId, table.createdAt, table.id),
    index('expenses_created_idx').on(table.createdAt, table.id),
    index('expenses_account_idx').on(table.paidByAccountId),
  ],
);
