import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { auditColumns, id, money } from './columns.ts';
import { storedFiles } from './files.ts';

/** A room, design item or service: the spec's "component". */
export const buildComponents = pgTable(
  'components',
  {
    id: id(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    status: text('status').notNull().default('IN_PROGRESS'),
    budget: money('budget'),
    description: text('description'),
    ...auditColumns,
  },
  (table) => [
    index('components_type_idx').on(table.type),
    check('components_type_check', sql`${table.type} in ('room', 'design', 'service')`),
  ],
);

/**
 * Expense totals per component, kept up to date in the same transaction as every expense
 * write, so the overview costs a small read however many expenses there are.
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

/**
 * The accounts that pay for the work (spec part 2, section 3). Owned by modules/credit; the
 * balance also moves when an expense is paid from the account (decision 014).
 */
export const creditAccounts = pgTable(
  'credit_accounts',
  {
    id: id(),
    accountName: text('account_name').notNull(),
    accountType: text('account_type').notNull(),
    provider: text('provider').notNull(),
    owner: text('owner').notNull(),
    currentBalance: money('current_balance'),
    creditLimit: numeric('credit_limit', { precision: 14, scale: 2, mode: 'number' }),
    monthlyPayment: money('monthly_payment'),
    paymentDueDate: smallint('payment_due_date').notNull().default(1),
    interestRate: numeric('interest_rate', { precision: 6, scale: 3, mode: 'number' }),
    isActive: boolean('is_active').notNull().default(true),
    ...auditColumns,
  },
  (table) => [
    check(
      'credit_accounts_type_check',
      sql`${table.accountType} in ('credit_card', 'line_of_credit', 'personal_loan', 'cash')`,
    ),
    check('credit_accounts_due_day_check', sql`${table.paymentDueDate} between 1 and 31`),
    check(
      'credit_accounts_limit_check',
      sql`${table.creditLimit} is null or ${table.creditLimit} >= 0`,
    ),
    check(
      'credit_accounts_rate_check',
      sql`${table.interestRate} is null or ${table.interestRate} between 0 and 100`,
    ),
  ],
);

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

export const componentDocuments = pgTable(
  'component_documents',
  {
    id: id(),
    componentId: uuid('component_id')
      .notNull()
      .references(() => buildComponents.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'restrict' }),
    ...auditColumns,
  },
  (table) => [index('component_documents_component_idx').on(table.componentId)],
);
