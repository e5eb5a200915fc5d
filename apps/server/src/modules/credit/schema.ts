import { sql } from 'drizzle-orm';
import { boolean, check, numeric, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { auditColumns, id, money } from '../../db/schema/columns.ts';

/**
 * The accounts that pay for the work. Owned by modules/credit; the
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
