import { notificationsContract } from '@hrt/shared/contracts/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mountContract } from '../../http/mount-contract.ts';
import {
  countUnreadNotifications,
  listNotifications,
  markNotificationsRead,
  recordLastVisit,
} from './service.ts';

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  mountContract(app, notificationsContract, {
    count: ({ principal }) => countUnreadNotifications(ctx, principal),
    list: ({ principal, query }) => listNotifications(ctx, principal, query),
    markRead: ({ principal }) => markNotificationsRead(ctx, principal),
    recordLastVisit: ({ principal }) => recordLastVisit(ctx, principal),
  });
};
