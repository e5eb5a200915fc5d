import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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
    /**
     * The room a design item or service belongs to, so a room's figures hold its children's and
     * every pound is counted once; null for rooms and for components that stand alone. Not a
     * foreign key: a room in the trash keeps its children linked, and readers treat a parent
     * that is not there as none (decision 057).
     */
    parentId: uuid('parent_id'),
    /** The trade doing a service's work (decision 063); null when none is linked. */
    contactId: uuid('contact_id'),
    ...auditColumns,
  },
  (table) => [
    index('components_type_idx').on(table.type),
    index('components_parent_idx').on(table.parentId),
    index('components_contact_idx').on(table.contactId),
    check('components_type_check', sql`${table.type} in ('room', 'design', 'service')`),
  ],
);
