import { outboxPageSchema, outboxQuerySchema, sentMailSchema } from '@hrt/shared/schemas/mail';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePrincipal } from '../../http/access.ts';
import { listOutbox, sendTestMessage } from './service.ts';

const tags = ['admin'];
// Messages name people and what they own: the owner's eyes only, like the allowlist.
const access = 'users.manage' as const;

/** The owner's view of outgoing mail (the outbox when no SMTP server is configured). */
export const mailOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/outbox',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Every message the app sent or keeps, newest first',
        querystring: outboxQuerySchema,
        response: { 200: outboxPageSchema },
      },
    },
    (request) => listOutbox(app.ctx, request.query),
  );

  app.post(
    '/api/admin/outbox/test',
    {
      config: { access, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Send a test message to yourself (delivered later if the mail server is slow)',
        response: { 202: sentMailSchema },
      },
    },
    async (request, reply) => {
      const principal = requirePrincipal(request);
      return reply.status(202).send(await sendTestMessage(app.ctx, principal));
    },
  );
};
