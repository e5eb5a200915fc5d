import { sql } from 'drizzle-orm';
import { boolean, check, numeric, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
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
    /**
     * The balance now: `balance_set` moved by `payments_since` as the account's type says
     * (decision 031). Kept with every payment write.
     */
    currentBalance: money('current_balance'),
    /** The balance as a person last set it (typed, or from a statement). */
    balanceSet: money('balance_set'),
    balanceSetAt: timestamp('balance_set_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    /** Pounds paid from the account by payments recorded, changed or removed since, net. */
    paymentsSince: money('payments_since'),
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
