import { invitationsContract } from '@hrt/shared/contracts/identity/invitations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mountContract } from '../../../http/mount-contract.ts';
import { answerSession } from '../sessions/routes.ts';
import {
  acceptInvitation,
  createInvitation,
  listInvitations,
  resendInvitation,
  revokeInvitation,
} from './invitations-service.ts';

/** The owner's invitations, and the invited person's one-time link. */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx, identity } = app;
  mountContract(app, invitationsContract, {
    create: ({ principal, body }) => createInvitation(ctx, principal, body),
    list: ({ principal }) => listInvitations(ctx, principal),
    revoke: ({ principal, params }) => revokeInvitation(ctx, principal, params.id),
    resend: ({ principal, params }) => resendInvitation(ctx, principal, params.id),
    accept: {
      handler: ({ body, reply }) =>
        answerSession(
          reply,
          acceptInvitation(
            { ...ctx, identity },
            {
              token: body.token,
              password: body.password,
              displayName: body.display_name,
            },
          ),
        ),
      // Public, and each try hashes a password: a bound on how often, as for the set-up link.
      rateLimit: { max: 10, timeWindow: '1 minute' },
    },
  });
};
