import {
  accessRequestEntrySchema,
  allowlistEntrySchema,
  approveAccessRequestSchema,
  upsertAllowlistQuerySchema,
} from '@hrt/shared/schemas/auth';
import { emailSchema } from '@hrt/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePrincipal } from '../../http/access.ts';
import {
  approveAccessRequest,
  declineAccessRequest,
  listAccessRequests,
  listUsers,
  removeUser,
  saveUser,
} from './admin-service.ts';

const tags = ['admin'];
const access = 'users.manage' as const;

/** The owner's allowlist and access-request management (spec part 1, section 7). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.ctx.database.db;

  app.get(
    '/api/admin/users',
    {
      config: { access },
      schema: { tags, summary: 'The allowlist', response: { 200: z.array(allowlistEntrySchema) } },
    },
    async () => listUsers(db()),
  );

  app.post(
    '/api/admin/users',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Add or update an allowlist entry (query parameters email, role, allowed)',
        querystring: upsertAllowlistQuerySchema,
        response: { 200: allowlistEntrySchema },
      },
    },
    async (request) => saveUser(app.ctx, requirePrincipal(request), request.query),
  );

  app.delete(
    '/api/admin/users/:email',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Remove an e-mail from the allowlist (its sessions end at once)',
        params: z.object({ email: emailSchema }),
      },
    },
    async (request, reply) => {
      await removeUser(app.ctx, requirePrincipal(request), request.params.email);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/admin/access-requests',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Access requests, pending first',
        response: { 200: z.array(accessRequestEntrySchema) },
      },
    },
    async () => listAccessRequests(db()),
  );

  app.post(
    '/api/admin/access-requests/:id/approve',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Allowlist the requester with a role',
        params: z.object({ id: z.uuid() }),
        body: approveAccessRequestSchema,
        response: { 200: allowlistEntrySchema },
      },
    },
    async (request) =>
      approveAccessRequest(
        app.ctx,
        requirePrincipal(request),
        request.params.id,
        request.body.role,
      ),
  );

  app.post(
    '/api/admin/access-requests/:id/decline',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Decline an access request',
        params: z.object({ id: z.uuid() }),
      },
    },
    async (request, reply) => {
      await declineAccessRequest(db(), request.params.id);
      return reply.status(204).send();
    },
  );
};
