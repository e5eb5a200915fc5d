import {
  ACCESS_REQUEST_SUBMITTED_MESSAGE,
  accessRequestSchema,
  accessRequestSubmittedSchema,
  accessStatusSchema,
  createUserSchema,
  meSchema,
} from '@hrt/shared/schemas/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePrincipal, requireTokenIdentity } from '../../http/access.ts';
import { createUserAccount, readAccessStatus, requestAccess } from './access-service.ts';

const tags = ['auth'];

export const accessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/auth/me',
    {
      config: { access: 'signed-in' },
      schema: { tags, summary: 'The signed-in user and their role', response: { 200: meSchema } },
    },
    async (request) => {
      const { email, displayName, role } = requirePrincipal(request);
      return { email, displayName, role };
    },
  );

  app.get(
    '/api/auth/access-status',
    {
      // Its purpose is to tell a signed-in but not (or no longer) allowlisted user where they stand.
      config: { access: 'token' },
      schema: {
        tags,
        summary: "Whether the token's e-mail is allowed, pending, revoked or unknown",
        response: { 200: accessStatusSchema },
      },
    },
    async (request) => ({
      status: await readAccessStatus(app.ctx.database.db, requireTokenIdentity(request).email),
    }),
  );

  app.post(
    '/api/auth/access-request',
    {
      config: {
        access: 'public',
        // Anyone may ask; a bound on how often keeps the owner's list free of floods.
        rateLimit: { max: 10, timeWindow: '1 minute' },
      },
      schema: {
        tags,
        summary: 'Ask the owner for access ({} with a bearer token, or {email} without one)',
        description:
          'Without a token the answer is 202 submitted whatever the e-mail (no allowlist ' +
          'enumeration); with one, 200 allowed or 201 pending for the caller.',
        body: accessRequestSchema,
        response: {
          200: z.object({ status: z.literal('allowed') }),
          201: z.object({ status: z.literal('pending') }),
          202: accessRequestSubmittedSchema,
        },
      },
    },
    async (request, reply) => {
      // A verified token names the e-mail (and may learn its status); without one, the body must.
      const signedIn = request.tokenIdentity?.email;
      if (!signedIn) {
        await requestAccess(app.ctx.database.db, request.body.email);
        return reply
          .status(202)
          .send({ status: 'submitted', message: ACCESS_REQUEST_SUBMITTED_MESSAGE });
      }
      const status = await requestAccess(app.ctx.database.db, signedIn);
      return status === 'allowed'
        ? reply.status(200).send({ status })
        : reply.status(201).send({ status });
    },
  );

  app.post(
    '/api/auth/admin/create-user',
    {
      config: { access: 'users.manage' },
      schema: {
        tags,
        summary: 'Create a password account (allowlisted as viewer when not listed yet)',
        body: createUserSchema,
        response: { 201: z.object({ email: z.string() }) },
      },
    },
    async (request, reply) => {
      const { email, password, display_name } = request.body;
      const created = await createUserAccount(
        app.ctx.database.db,
        app.identity,
        { email, password, displayName: display_name || null },
        requirePrincipal(request).email,
      );
      return reply.status(201).send(created);
    },
  );
};
