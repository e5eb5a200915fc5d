import { adminContract } from '@hrt/shared/contracts/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mountContract } from '../../http/mount-contract.ts';
import {
  approveAccessRequest,
  declineAccessRequest,
  listAccessRequests,
  listUsers,
  removeUser,
  saveUser,
} from './admin-service.ts';

/** The owner's allowlist and access-request management. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  mountContract(app, adminContract, {
    listUsers: () => listUsers(ctx.database.db),
    saveUser: ({ principal, query }) => saveUser(ctx, principal, query),
    removeUser: ({ principal, params }) => removeUser(ctx, principal, params.email),
    listAccessRequests: () => listAccessRequests(ctx.database.db),
    approveAccessRequest: ({ principal, params, body }) =>
      approveAccessRequest(ctx, principal, params.id, body.role),
    declineAccessRequest: ({ params }) => declineAccessRequest(ctx.database.db, params.id),
  });
};
