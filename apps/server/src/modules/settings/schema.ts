import { pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../db/schema/columns.ts';

/**
 * Small key/value settings: the signing secret, the household's members, the working calendar,
 * and identity's one-time setup token hash and access-request digest (written through
 * stored-settings.ts: settings owns the table).
 */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  ...auditColumns,
});
