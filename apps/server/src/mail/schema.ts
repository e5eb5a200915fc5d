import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { auditColumns, id } from '../db/schema/columns.ts';

/** Where a message stands: waiting in the outbox (no SMTP), queued for (re)delivery, or done. */
export const mailStatuses = ['outbox', 'queued', 'sent', 'failed'] as const;

/** Every message the app sends, recorded before it is tried (mail/mailer.ts). */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: id(),
    toAddress: text('to_address').notNull(),
    toName: text('to_name'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    status: text('status', { enum: mailStatuses }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When a queued message may be tried next; a claim moves it forward (mail/delivery.ts). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    ...auditColumns,
  },
  (table) => [
    check(
      'mail_messages_status_check',
      sql`${table.status} in ('outbox', 'queued', 'sent', 'failed')`,
    ),
    index('mail_messages_due_idx').on(table.status, table.nextAttemptAt),
    index('mail_messages_created_idx').on(table.createdAt),
  ],
);
