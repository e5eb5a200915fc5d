import { AppError } from '@hrt/shared/errors';
import {
  createIdeaSchema,
  createMonitoredItemSchema,
  extractedPreviewSchema,
  extractIdeaRequestSchema,
  ideaListQuerySchema,
  ideaSchema,
  itemPreferenceSchema,
  monitoredItemSchema,
  monitoredItemsQuerySchema,
  testEmailRequestSchema,
  testEmailResultSchema,
  updateItemPreferenceSchema,
  userSettingsSchema,
} from '@hrt/shared/schemas/ideas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePrincipal } from '../../http/access.ts';
import { perUser, USER_LIMITS } from '../../http/rate-limits.ts';
import { pageModelFromConfig } from './model-choice.ts';
import {
  checkIdeaNow,
  createMonitoredItem,
  getUserSettings,
  listMonitoredItems,
  sendTestEmail,
  updateItemPreference,
} from './monitoring-service.ts';
import { verifyPictureSignature } from './picture-copy.ts';
import { priceCheckSeams } from './price-check-job.ts';
import { createIdea, deleteIdea, extractIdea, listIdeas, requireIdea } from './service.ts';

const params = z.object({ id: z.uuid() });
const ideaParams = z.object({ ideaId: z.uuid() });

export const ideaRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['ideas'];
  const db = () => app.ctx.database.db;
  const pageModel = pageModelFromConfig(app.ctx.config);

  app.get(
    '/api/ideas',
    {
      config: { access: 'project.read' },
      schema: {
        tags,
        summary: "A component's ideas",
        querystring: ideaListQuerySchema,
        response: { 200: z.array(ideaSchema) },
      },
    },
    async (request) => listIdeas(db(), request.query.component_id, app.ctx.signingSecret),
  );

  app.post(
    '/api/ideas/extract',
    {
      config: { access: 'content.edit', rateLimit: perUser(USER_LIMITS.shopPageExtraction) },
      schema: {
        tags,
        summary: 'Read a shop page into a preview (stores nothing)',
        body: extractIdeaRequestSchema,
        response: { 200: extractedPreviewSchema },
      },
    },
    async (request) => extractIdea(app.ctx.config, request.body.url, pageModel, request.log),
  );

  app.post(
    '/api/ideas',
    {
      config: { access: 'content.edit' },
      schema: {
        tags,
        summary: 'Save an idea',
        body: createIdeaSchema,
        response: { 201: ideaSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await createIdea(db(), requirePrincipal(request), request.body, {
          fileStore: app.ctx.fileStore,
          signingSecret: app.ctx.signingSecret,
          fetchAllowHosts: app.ctx.config.fetchAllowHosts,
          log: request.log,
        }),
      ),
  );

  app.get(
    '/api/ideas/:id/picture',
    {
      // The signature is the permission: the link was given to someone shown the idea.
      config: { access: 'public' },
      schema: {
        tags,
        summary: "The app's own copy of an idea's picture (JPEG, at most 800 px, no EXIF)",
        params,
        querystring: z.object({ expires: z.coerce.number().int(), signature: z.string().max(128) }),
      },
    },
    async (request, reply) => {
      const { expires, signature } = request.query;
      const { id } = request.params;
      if (!verifyPictureSignature(app.ctx.signingSecret, id, expires, signature)) {
        throw new AppError('forbidden', 'This picture link is invalid or has expired.');
      }
      const idea = await requireIdea(db(), id);
      if (!idea.imageKey) throw new AppError('not_found', 'This idea has no kept picture.');
      const stream = await app.ctx.fileStore.open(idea.imageKey);
      return (
        reply
          .header('content-type', 'image/jpeg')
          .header('x-content-type-options', 'nosniff')
          // An idea's picture never changes: a new idea is a new address.
          .header('cache-control', 'private, max-age=86400, immutable')
          .send(stream)
      );
    },
  );

  app.delete(
    '/api/ideas/:id',
    { config: { access: 'content.edit' }, schema: { tags, summary: 'Delete an idea', params } },
    async (request, reply) => {
      await deleteIdea(db(), requirePrincipal(request), request.params.id, app.ctx.fileStore);
      return reply.status(204).send();
    },
  );

  const monitoring = ['price-monitoring'];

  app.get(
    '/api/price-monitoring/items',
    {
      config: { access: 'project.read' },
      schema: {
        tags: monitoring,
        summary: 'Monitored items with their price history',
        querystring: monitoredItemsQuerySchema,
        response: { 200: z.array(monitoredItemSchema) },
      },
    },
    async (request) => listMonitoredItems(db(), request.query.component_id),
  );

  app.post(
    '/api/price-monitoring/items',
    {
      config: { access: 'content.edit' },
      schema: {
        tags: monitoring,
        summary: 'Set a target: monitoring and alerts on, with the alert e-mail',
        body: createMonitoredItemSchema,
        response: { 201: monitoredItemSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createMonitoredItem(db(), requirePrincipal(request), request.body)),
  );

  app.get(
    '/api/price-monitoring/settings',
    {
      config: { access: 'project.read' },
      schema: {
        tags: monitoring,
        summary: "The user's e-mail and every idea's monitoring switches",
        response: { 200: userSettingsSchema },
      },
    },
    async (request) => getUserSettings(db(), requirePrincipal(request)),
  );

  app.put(
    '/api/price-monitoring/preferences/:ideaId',
    {
      config: { access: 'content.edit' },
      schema: {
        tags: monitoring,
        summary: 'Monitor and Alerts switches (and target) of one idea',
        params: ideaParams,
        body: updateItemPreferenceSchema,
        response: { 200: itemPreferenceSchema },
      },
    },
    async (request) =>
      updateItemPreference(db(), requirePrincipal(request), request.params.ideaId, request.body),
  );

  app.post(
    '/api/price-monitoring/check-now',
    {
      config: { access: 'content.edit', rateLimit: perUser(USER_LIMITS.priceCheck) },
      schema: {
        tags: monitoring,
        summary: "Check one monitored idea's price now",
        body: z.object({ idea_id: z.uuid() }),
        response: { 200: monitoredItemSchema },
      },
    },
    async (request) => checkIdeaNow(priceCheckSeams(app.ctx), request.body.idea_id),
  );

  app.post(
    '/api/price-monitoring/test-email',
    {
      config: { access: 'content.edit', rateLimit: perUser(USER_LIMITS.testEmail) },
      schema: {
        tags: monitoring,
        summary: 'Send a test e-mail; answers how mail is configured',
        body: testEmailRequestSchema,
        response: { 200: testEmailResultSchema },
      },
    },
    async (request) =>
      sendTestEmail(app.ctx.mailer, app.ctx.config, requirePrincipal(request), request.body),
  );
};
