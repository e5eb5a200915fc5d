import {
  componentParamsSchema,
  componentSchema,
  createComponentSchema,
  updateComponentSchema,
} from '@hrt/shared/schemas/components';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePrincipal } from '../../http/access.ts';
import { plainJsonResponse } from '../../http/plain-json.ts';
import {
  createComponent,
  deleteComponent,
  getComponent,
  listComponents,
  updateComponent,
} from './service.ts';

const tags = ['components'];

export const buildComponentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/components',
    {
      config: { access: 'project.read' },
      schema: {
        tags,
        summary: 'Every room, design item and service',
        response: { 200: z.array(componentSchema) },
      },
      ...plainJsonResponse,
    },
    async () => listComponents(app.ctx.database.db),
  );

  app.post(
    '/api/components',
    {
      config: { access: 'money.edit' },
      schema: {
        tags,
        summary: 'Create a component (with its empty expense summary)',
        body: createComponentSchema,
        response: { 201: componentSchema },
      },
    },
    async (request, reply) => {
      const created = await createComponent(app.ctx, requirePrincipal(request), request.body);
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/api/components/:type/:id',
    {
      config: { access: 'project.read' },
      schema: {
        tags,
        summary: 'One component, by type and id',
        params: componentParamsSchema,
        response: { 200: componentSchema },
      },
    },
    async (request) => getComponent(app.ctx.database.db, request.params.type, request.params.id),
  );

  app.patch(
    '/api/components/:type/:id',
    {
      config: { access: 'money.edit' },
      schema: {
        tags,
        summary: 'Change name, status, budget or description (409 when updated_at is stale)',
        params: componentParamsSchema,
        body: updateComponentSchema,
        response: { 200: componentSchema },
      },
    },
    async (request) =>
      updateComponent(app.ctx, requirePrincipal(request), request.params, request.body),
  );

  app.delete(
    '/api/components/:type/:id',
    {
      config: { access: 'money.edit' },
      schema: {
        tags,
        summary: 'Delete a component and its documents (409 while it has expenses)',
        params: componentParamsSchema,
      },
    },
    async (request, reply) => {
      await deleteComponent(app.ctx, requirePrincipal(request), request.params);
      return reply.status(204).send();
    },
  );
};
