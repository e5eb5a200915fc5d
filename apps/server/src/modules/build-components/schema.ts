import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns, id, money } from '../../db/schema/columns.ts';

/** A room, design item or service: a component (docs/domain.md#build-components). */
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
