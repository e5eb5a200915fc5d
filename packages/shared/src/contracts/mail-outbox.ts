import { outboxPageSchema, outboxQuerySchema, sentMailSchema } from '../schemas/mail.ts';
import { defineContract } from './endpoint.ts';

/**
 * The owner's view of outgoing mail (the outbox when no SMTP server is configured). Messages
 * name people and what they own: the owner's eyes only, like the allowlist.
 */
export const mailOutboxContract = defineContract('admin', {
  list: {
    method: 'GET',
    path: '/api/admin/outbox',
    access: 'users.manage',
    summary: 'Every message the app sent or keeps, newest first',
    query: outboxQuerySchema,
    responses: { 200: outboxPageSchema },
    errors: [],
  },
  sendTest: {
    method: 'POST',
    path: '/api/admin/outbox/test',
    access: 'users.manage',
    summary: 'Send a test message to yourself (delivered later if the mail server is slow)',
    responses: { 202: sentMailSchema },
    errors: [],
  },
});
