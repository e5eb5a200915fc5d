import type { MailMessage } from '@hrt/shared/schemas/mail';
import type { MailMessageRow } from '../../mail/mail-repository.ts';

export function toMailMessage(row: MailMessageRow): MailMessage {
  return {
    id: row.id,
    to: row.toAddress,
    to_name: row.toName,
    subject: row.subject,
    text: row.textBody,
    status: row.status,
    attempts: row.attempts,
    last_error: row.lastError,
    next_attempt_at: row.nextAttemptAt?.toISOString() ?? null,
    sent_at: row.sentAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
