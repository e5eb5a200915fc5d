import { mailOutboxContract } from '@hrt/shared/contracts/mail-outbox';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mountContract } from '../../http/mount-contract.ts';
import { listOutbox, sendTestMessage } from './service.ts';

/** The owner's view of outgoing mail (the outbox when no SMTP server is configured). */
export const mailOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  mountContract(app, mailOutboxContract, {
    list: ({ principal, query }) => listOutbox(app.ctx, principal, query),
    sendTest: {
      handler: ({ principal }) => sendTestMessage(app.ctx, principal),
      rateLimit: { max: 10, timeWindow: '1 minute' },
    },
  });
};
