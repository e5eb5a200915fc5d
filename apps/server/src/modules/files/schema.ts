import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns, id } from '../../db/schema/columns.ts';

/** Every stored file (receipts, documents, photos, policies). Rows elsewhere point here. */
export const storedFiles = pgTable('stored_files', {
  id: id(),
  storageKey: text('storage_key').notNull().unique(),
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  originalName: text('original_name').notNull(),
  ...auditColumns,
});
