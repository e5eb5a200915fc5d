import { pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../db/schema/columns.ts';

/** Small key/value settings: the one-time setup token hash, the signing secret. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  ...auditColumns,
});
