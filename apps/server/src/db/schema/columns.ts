import { numeric, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Money is numeric(14,2) in the database and pounds (at most two decimals) in code. */
export const money = (name: string) =>
  numeric(name, { precision: 14, scale: 2, mode: 'number' }).notNull().default(0);

/**
 * created_at, updated_at and created_by, which every row carries; updated_at is the version an
 * update checks (docs/domain.md#conventions).
 */
export const auditColumns = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  createdBy: text('created_by'),
};

export const id = () => uuid('id').primaryKey().defaultRandom();
