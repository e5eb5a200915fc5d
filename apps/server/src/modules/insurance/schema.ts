import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { auditColumns, id, money } from '../../db/schema/columns.ts';
import { storedFiles } from '../files/schema.ts';

/** Personal and contractor insurance policies with their document. */
export const insurancePolicies = pgTable(
  'insurance_policies',
  {
    id: id(),
    insuranceType: text('insurance_type').notNull(),
    provider: text('provider').notNull(),
    policyNumber: text('policy_number').notNull(),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    coverageAmount: money('coverage_amount'),
    description: text('description').notNull().default(''),
    /** Kept readable for policies added before contacts; new ones name their contact. */
    contractorName: text('contractor_name'),
    /** The contact a contractor policy belongs to (decision 063); null when none. */
    contactId: uuid('contact_id'),
    category: text('category').notNull(),
    /** The document is required when adding and cannot be changed afterwards. */
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'restrict' }),
    /**
     * When the 30-day and 7-day expiry reminders went out for the current end date (cleared
     * when the end date changes), so each is sent once.
     */
    reminder30SentAt: timestamp('reminder_30_sent_at', { withTimezone: true, mode: 'date' }),
    reminder7SentAt: timestamp('reminder_7_sent_at', { withTimezone: true, mode: 'date' }),
    ...auditColumns,
  },
  (table) => [
    index('insurance_policies_category_idx').on(table.category, table.createdAt),
    index('insurance_policies_end_date_idx').on(table.endDate),
    index('insurance_policies_contact_idx').on(table.contactId),
    check(
      'insurance_policies_category_check',
      sql`${table.category} in ('personal', 'contractor')`,
    ),
    check(
      'insurance_policies_dates_check',
      sql`${table.startDate} is null or ${table.endDate} is null or ${table.endDate} >= ${table.startDate}`,
    ),
  ],
);
