import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
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
  /** The VAT the totals hold (the sum of the expenses' vat_amount). */
  vatTotal: money('vat_total'),
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
    /** Who is paid (decision 063); null when no contact is linked. */
    contactId: uuid('contact_id'),
    product: text('product').notNull().default(''),
    quantity: numeric('quantity', { precision: 12, scale: 2, mode: 'number' }).notNull().default(1),
    rrp: money('rrp'),
    tradeDiscount: money('trade_discount'),
    discount: money('discount'),
    addVat: text('add_vat').notNull().default('NO_VAT'),
    /** Percent, 20, 5 or 0: the rate + VAT adds and Inc VAT holds (docs/domain.md#vat). */
    vatRate: smallint('vat_rate').notNull().default(20),
    /** The invoice's date, when known. */
    invoiceDate: date('invoice_date', { mode: 'string' }),
    /** The supplier's invoice or receipt number, when known: a second import of it warns. */
    invoiceNumber: text('invoice_number').notNull().default(''),
    /** SHA-256 (hex) of the document the expense was read from: a second import of it warns. */
    documentSha256: text('document_sha256'),
    /** The sum of the expense's payments (expense_payments), kept with every payment write. */
    amountPaid: money('amount_paid'),
    /**
     * The account of the first payment that names one (decision 031), kept with every payment
     * write. An account that paid for expenses cannot be deleted (decision 014): restrict.
     */
    paidByAccountId: uuid('paid_by_account_id').references(() => creditAccounts.id, {
      onDelete: 'restrict',
    }),
    link: text('link').notNull().default(''),
    receiptFileId: uuid('receipt_file_id').references(() => storedFiles.id, {
      onDelete: 'set null',
    }),
    committed: boolean('committed').notNull().default(true),
    /** Computed by the server from the fields above (docs/domain.md#expense-amounts). */
    totalCost: money('total_cost'),
    amountDue: money('amount_due'),
    vatAmount: money('vat_amount'),
    ...auditColumns,
  },
  (table) => [
    check('expenses_vat_rate_check', sql`${table.vatRate} in (20, 5, 0)`),
    // Both list orders (one component's, everyone's) page by (created_at, id): keyset paging
    // reads only the rows of the page, however deep into the list.
    index('expenses_component_idx').on(table.componentId, table.createdAt, table.id),
    index('expenses_created_idx').on(table.createdAt, table.id),
    index('expenses_account_idx').on(table.paidByAccountId),
    index('expenses_document_idx').on(table.documentSha256),
    index('expenses_invoice_number_idx').on(table.invoiceNumber),
    index('expenses_contact_idx').on(table.contactId, table.createdAt, table.id),
  ],
);

/**
 * The payments towards an expense: deposit, stage payments, balance. Owned by the
 * expenses module; they go to the trash with their expense (cascade), and the expenses' trash
 * hook for this table takes their amounts back from the accounts (decision 031).
 */
export const expensePayments = pgTable(
  'expense_payments',
  {
    id: id(),
    expenseId: uuid('expense_id')
      .notNull()
      .references(() => expenses.id, { onDelete: 'cascade' }),
    /** The day it was paid; null for an undated payment (every migrated one). */
    paidOn: date('paid_on', { mode: 'string' }),
    amount: money('amount'),
    /** An account that paid cannot be deleted (decision 014): restrict. */
    paidByAccountId: uuid('paid_by_account_id').references(() => creditAccounts.id, {
      onDelete: 'restrict',
    }),
    note: text('note').notNull().default(''),
    ...auditColumns,
  },
  (table) => [
    check('expense_payments_amount_check', sql`${table.amount} > 0`),
    index('expense_payments_expense_idx').on(table.expenseId, table.createdAt, table.id),
    index('expense_payments_account_idx').on(table.paidByAccountId),
  ],
);
