import { scheduleContract } from '@hrt/shared/contracts/schedule';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mountContract } from '../../http/mount-contract.ts';
import { moveTask, putBackTasks } from './move-service.ts';
import { createTask, deleteTask, listTasks, updateTask } from './service.ts';
import { changeTaskStatus } from './status-service.ts';

export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  mountContract(app, scheduleContract, {
    list: ({ principal, query }) => listTasks(ctx, principal, query),
    create: ({ principal, body }) => createTask(ctx, principal, body),
    update: ({ principal, params, body }) =>
      updateTask(ctx, principal, { id: params.id, changes: body }),
    move: ({ principal, params, body }) => moveTask(ctx, principal, { id: params.id, move: body }),
    changeStatus: ({ principal, params, body }) =>
      changeTaskStatus(ctx, principal, { id: params.id, change: body }),
    putBack: ({ principal, body }) => putBackTasks(ctx, principal, body),
    remove: ({ principal, params }) => deleteTask(ctx, principal, params.id),
  });
};
