import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns, id } from '../../db/schema/columns.ts';

/**
 * The people and firms the household deals with: its trades, suppliers and professionals.
 * Services, expenses, contractor insurance and tasks link to one by `contact_id`, which is not
 * a foreign key: a contact in the trash keeps its links, and readers treat a contact that is
 * not there as none (decision 063).
 */
export const contacts = pgTable(
  'contacts',
  {
    id: id(),
    name: text('name').notNull(),
    company: text('company').notNull().default(''),
    trade: text('trade').notNull().default('Other'),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    notes: text('notes').notNull().default(''),
    ...auditColumns,
  },
  (table) => [
    index('contacts_name_idx').on(table.name),
    check(
      'contacts_trade_check',
      sql`${table.trade} in ('Builder', 'Electrician', 'Plumber', 'Carpenter', 'Plasterer', 'Tiler', 'Decorator', 'Roofer', 'Gas engineer', 'Architect', 'Structural engineer', 'Supplier', 'Other')`,
    ),
  ],
);
