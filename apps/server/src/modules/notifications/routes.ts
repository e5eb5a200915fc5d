import {
  notificationCountSchema,
  notificationListQuerySchema,
  notificationSchema,
} from '@hrt/shared/schemas/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePrincipal } from '../../http/access.ts';
import {
  countUnreadNotifications,
  listNotifications,
  markNotificationsRead,
  recordLastVisit,
} from './service.ts';

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['notifications'];

  app.get(
    '/api/notifications/count',
    {
      config: { access: 'project.read' },
      schema: { tags, summary: 'Unread notifications', response: { 200: notificationCountSchema } },
    },
    (request) => countUnreadNotifications(app.ctx, requirePrincipal(request)),
  );

  app.get(
    '/api/notifications',
    {
      config: { access: 'project.read' },
      schema: {
        tags,
        summary: "Other people's changes, newest first",
        querystring: notificationListQuerySchema,
        response: { 200: z.array(notificationSchema) },
      },
    },
    (request) => listNotifications(app.ctx, requirePrincipal(request), request.query),
  );

  app.post(
    '/api/notifications/mark-read',
    { config: { access: 'project.read' }, schema: { tags, summary: 'Mark all read' } },
    async (request, reply) => {
      await markNotificationsRead(app.ctx, requirePrincipal(request));
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/notifications/last-visit',
    {
      config: { access: 'project.read' },
      schema: { tags, summary: 'Record that the user was just seen' },
    },
    async (request, reply) => {
      await recordLastVisit(app.ctx, requirePrincipal(request));
      return reply.status(204).send();
    },
  );
};
