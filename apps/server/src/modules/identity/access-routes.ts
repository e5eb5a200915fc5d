import { accessContract } from '@hrt/shared/contracts/access';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireTokenIdentity } from '../../http/access.ts';
import { mountContract } from '../../http/mount-contract.ts';
import { createUserAccount, fileAccessRequest, readAccessStatus } from './access-service.ts';

/** The success status of each answer to an access request (see the contract). */
const accessRequestStatus = { allowed: 200, pending: 201, submitted: 202 } as const;

/** Who the caller is, where they stand, and the owner's password accounts. */
export const accessRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx, identity } = app;
  mountContract(app, accessContract, {
    me: ({ principal: { email, displayName, role } }) => ({ email, displayName, role }),
    status: async ({ request }) => ({
      status: await readAccessStatus(ctx.database.db, requireTokenIdentity(request).email),
    }),
    request: {
      handler: async ({ body, request, reply }) => {
        // A verified token names the e-mail (and may learn its status); without one, the body must.
        const answer = await fileAccessRequest(ctx, request.tokenIdentity?.email, body.email);
        reply.status(accessRequestStatus[answer.status]);
        return answer;
      },
      // Anyone may ask; a bound on how often keeps the owner's list free of floods.
      rateLimit: { max: 10, timeWindow: '1 minute' },
    },
    createUser: ({ body, principal }) =>
      createUserAccount(
        ctx.database.db,
        identity,
        { email: body.email, password: body.password, displayName: body.display_name || null },
        principal.email,
      ),
  });
};
