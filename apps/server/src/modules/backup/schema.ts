import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { auditColumns, id } from '../../db/schema/columns.ts';

/**
 * Issued backup download links. The row is what makes a link single use across instances (the
 * first follower sets used_at, atomically) and what names its maker, whose rights are read
 * again when it is followed. Rows go once their links expire.
 */
export const backupLinks = pgTable('backup_links', {
  id: id(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  ...auditColumns,
  /** The owner who asked for the link (their allowlist e-mail). */
  createdBy: text('created_by').notNull(),
});
