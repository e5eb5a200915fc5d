import { z } from 'zod';
import {
  checkNowRequestSchema,
  createMonitoredItemSchema,
  itemPreferenceSchema,
  monitoredIdeaParamsSchema,
  monitoredItemSchema,
  monitoredItemsQuerySchema,
  testEmailRequestSchema,
  testEmailResultSchema,
  updateItemPreferenceSchema,
  userSettingsSchema,
} from '../schemas/ideas.ts';
import { defineContract } from './endpoint.ts';

/** Watching an idea's price: targets, switches, checks and the alert e-mail. */
export const ideaPriceChecksContract = defineContract('price-monitoring', {
  listItems: {
    method: 'GET',
    path: '/api/price-monitoring/items',
    access: 'project.read',
    summary: 'Monitored items with their price history',
    query: monitoredItemsQuerySchema,
    responses: { 200: z.array(monitoredItemSchema) },
    errors: [],
  },
  setTarget: {
    method: 'POST',
    path: '/api/price-monitoring/items',
    access: 'content.edit',
    summary: 'Set a target: monitoring and alerts on, with the alert e-mail',
    body: createMonitoredItemSchema,
    responses: { 201: monitoredItemSchema },
    // conflict: the idea has no shop link to monitor.
    errors: ['not_found', 'conflict'],
  },
  settings: {
    method: 'GET',
    path: '/api/price-monitoring/settings',
    access: 'project.read',
    summary: "The user's e-mail and every idea's monitoring switches",
    responses: { 200: userSettingsSchema },
    errors: [],
  },
  updatePreference: {
    method: 'PUT',
    path: '/api/price-monitoring/preferences/:ideaId',
    access: 'content.edit',
    summary: 'Monitor and Alerts switches (and target) of one idea',
    params: monitoredIdeaParamsSchema,
    body: updateItemPreferenceSchema,
    responses: { 200: itemPreferenceSchema },
    // conflict: monitoring asked for an idea without a shop link.
    errors: ['not_found', 'conflict'],
  },
  checkNow: {
    method: 'POST',
    path: '/api/price-monitoring/check-now',
    access: 'content.edit',
    summary: "Check one monitored idea's price now",
    body: checkNowRequestSchema,
    responses: { 200: monitoredItemSchema },
    // conflict: the idea is not monitored, or has no shop link.
    errors: ['not_found', 'conflict'],
  },
  testEmail: {
    method: 'POST',
    path: '/api/price-monitoring/test-email',
    access: 'content.edit',
    summary: 'Send a test e-mail; answers how mail is configured',
    body: testEmailRequestSchema,
    responses: { 200: testEmailResultSchema },
    // forbidden: to someone else's address without the users.manage capability (decision 020).
    errors: ['forbidden'],
  },
});
