import { pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../db/schema/columns.ts';

/**
 * Small key/value settings: the signing secret, the household's members, and identity's
 * one-time setup token hash (written through stored-settings.ts: settings owns the table).
 */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  ...auditColumns,
});
