import {
  taskInputSchema,
  taskMoveSchema,
  taskPageSchema,
  taskSchema,
} from '@hrt/shared/schemas/schedule';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePrincipal } from '../../http/access.ts';
import {
  createTask,
  deleteTask,
  listTasks,
  moveTask,
  taskListQuerySchema,
  updateTask,
} from './service.ts';

const tags = ['schedule'];
const params = z.object({ id: z.uuid() });
/** Every refused schedule input answers 422 (decision 016). */
const write = { access: 'schedule.edit', invalidStatus: 422 } as const;

export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/tasks',
    {
      config: { access: 'project.read' },
      schema: {
        tags,
        summary: 'A page of tasks by start date, name and id, each with its dependencies',
        querystring: taskListQuerySchema,
        response: { 200: taskPageSchema },
      },
    },
    (request) => listTasks(app.ctx.database.db, request.query),
  );

  app.post(
    '/api/tasks',
    {
      config: write,
      schema: {
        tags,
        summary: 'Add a task (its component and dependencies must exist; no loops)',
        body: taskInputSchema,
        response: { 201: taskSchema },
      },
    },
    async (request, reply) => {
      const created = await createTask(
        app.ctx.database.db,
        requirePrincipal(request),
        request.body,
      );
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/api/tasks/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Change a task and its dependencies (409 when stale)',
        params,
        body: taskInputSchema,
        response: { 200: taskSchema },
      },
    },
    (request) =>
      updateTask(app.ctx.database.db, requirePrincipal(request), request.params.id, request.body),
  );

  app.patch(
    '/api/tasks/:id/move',
    {
      config: write,
      schema: {
        tags,
        summary: 'Move a task to new whole-day dates (end exclusive; 409 when stale)',
        params,
        body: taskMoveSchema,
        response: { 200: taskSchema },
      },
    },
    (request) =>
      moveTask(app.ctx.database.db, requirePrincipal(request), request.params.id, request.body),
  );

  app.delete(
    '/api/tasks/:id',
    {
      config: write,
      schema: { tags, summary: "Delete a task (it leaves other tasks' dependencies)", params },
    },
    async (request, reply) => {
      await deleteTask(app.ctx.database.db, requirePrincipal(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
