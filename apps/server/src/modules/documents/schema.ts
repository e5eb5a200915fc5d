import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { auditColumns, id } from '../../db/schema/columns.ts';
import { buildComponents } from '../build-components/schema.ts';
import { storedFiles } from '../files/schema.ts';

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
