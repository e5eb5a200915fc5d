import { ownerSetupContract } from '@hrt/shared/contracts/identity/owner-setup';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mountContract } from '../../../http/mount-contract.ts';
import { answerSession } from '../sessions/routes.ts';
import { completeOwnerSetup } from './owner-setup.ts';

/** First-run set-up with the printed one-time link: the owner account, signed in. */
export const ownerSetupRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx, identity } = app;
  mountContract(app, ownerSetupContract, {
    setup: {
      handler: ({ body, reply }) =>
        answerSession(
          reply,
          completeOwnerSetup(
            { ...ctx, identity },
            {
              token: body.token,
              email: body.email,
              password: body.password,
              displayName: body.display_name || null,
            },
          ),
        ),
      rateLimit: { max: 10, timeWindow: '1 minute' },
    },
  });
};
