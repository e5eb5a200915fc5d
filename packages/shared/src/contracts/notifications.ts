import { z } from 'zod';
import {
  notificationCountSchema,
  notificationListQuerySchema,
  notificationSchema,
} from '../schemas/notifications.ts';
import { defineContract } from './endpoint.ts';

/**
 * The request header naming the action a write belongs to (a UUID the client makes): requests
 * sent as one batch carry the same one, and their changes show as one notification.
 */
export const ACTION_ID_HEADER = 'x-action-id';

/**
 * The bell: other people's changes, and what this user has read of them. A trade hears only of
 * its own items (its contact, tasks, expenses, policies, its components' documents) and the
 * public journal.
 */
export const notificationsContract = defineContract('notifications', {
  count: {
    method: 'GET',
    path: '/api/notifications/count',
    access: 'work.read',
    summary: 'Unread notifications',
    responses: { 200: notificationCountSchema },
    errors: [],
  },
  list: {
    method: 'GET',
    path: '/api/notifications',
    access: 'work.read',
    summary: "Other people's changes, newest first, one item per action (its changes listed in it)",
    query: notificationListQuerySchema,
    responses: { 200: z.array(notificationSchema) },
    errors: [],
  },
  markRead: {
    method: 'POST',
    path: '/api/notifications/mark-read',
    access: 'work.read',
    summary: 'Mark all read',
    responses: { 204: null },
    errors: [],
  },
  recordLastVisit: {
    method: 'POST',
    path: '/api/notifications/last-visit',
    access: 'work.read',
    summary: 'Record that the user was just seen',
    responses: { 204: null },
    errors: [],
  },
});
