import { z } from 'zod';
import { isoTimestamp } from './common.ts';

/** outbox: kept for the owner (no SMTP); queued: waiting for (another) attempt; then sent or failed. */
const mailStatusSchema = z.enum(['outbox', 'queued', 'sent', 'failed']);

/** One message the app sent or would have sent, as the owner reads it on the outbox page. */
const mailMessageSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  to_name: z.string().nullable(),
  subject: z.string(),
  text: z.string(),
  status: mailStatusSchema,
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  next_attempt_at: z.nullable(isoTimestamp),
  sent_at: z.nullable(isoTimestamp),
  created_at: isoTimestamp,
});
export type MailMessage = z.infer<typeof mailMessageSchema>;

export const outboxQuerySchema = z.object({
  status: mailStatusSchema.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

export const outboxPageSchema = z.object({
  /** smtp: messages are delivered; outbox: no SMTP server is configured. */
  mode: z.enum(['smtp', 'outbox']),
  total: z.number().int(),
  items: z.array(mailMessageSchema),
});
export type OutboxPage = z.infer<typeof outboxPageSchema>;

export const sentMailSchema = z.object({ id: z.uuid(), status: mailStatusSchema });
export type SentMail = z.infer<typeof sentMailSchema>;
