import { allowlistContract } from '@hrt/shared/contracts/identity/allowlist';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireTokenIdentity } from '../../../http/access.ts';
import { mountContract } from '../../../http/mount-contract.ts';
import { createUserAccount, fileAccessRequest, readAccessStatus } from './access-service.ts';
import {
  approveAccessRequest,
  declineAccessRequest,
  listAccessRequests,
  listUsers,
  removeUser,
  saveUser,
} from './allowlist-service.ts';

/** The success status of each answer to an access request (see the contract). */
const accessRequestStatus = { allowed: 200, pending: 201, submitted: 202 } as const;

/**
 * The owner's allowlist, password accounts and access requests; where a caller stands, and
 * their request for access.
 */
export const allowlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx, identity } = app;
  mountContract(app, allowlistContract, {
    listUsers: () => listUsers(ctx),
    saveUser: ({ principal, query }) => saveUser(ctx, principal, query),
    removeUser: ({ principal, params }) => removeUser(ctx, principal, params.email),
    listAccessRequests: ({ principal }) => listAccessRequests(ctx, principal),
    approveAccessRequest: ({ principal, params, body }) =>
      approveAccessRequest(ctx, principal, { id: params.id, ...body }),
    declineAccessRequest: ({ principal, params }) =>
      declineAccessRequest(ctx, principal, params.id),
    accessStatus: async ({ request }) => ({
      status: await readAccessStatus(ctx, requireTokenIdentity(request)),
    }),
    requestAccess: {
      handler: async ({ body, request, reply }) => {
        // A verified token names the e-mail (and may learn its status); without one, the body must.
        const answer = await fileAccessRequest(ctx, request.tokenIdentity, body);
        reply.status(accessRequestStatus[answer.status]);
        return answer;
      },
      // Anyone may ask; a bound on how often keeps the owner's list free of floods.
      rateLimit: { max: 10, timeWindow: '1 minute' },
    },
    createUser: ({ body, principal }) =>
      createUserAccount({ ...ctx, identity }, principal, {
        email: body.email,
        password: body.password,
        displayName: body.display_name || null,
      }),
  });
};
