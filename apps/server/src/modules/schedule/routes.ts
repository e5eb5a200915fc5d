import { scheduleContract } from '@hrt/shared/contracts/schedule';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mountContract } from '../../http/mount-contract.ts';
import { moveTask, putBackTasks } from './move-service.ts';
import { createTask, deleteTask, listTasks, updateTask } from './service.ts';

export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const { db } = ctx.database;
  mountContract(app, scheduleContract, {
    list: ({ query }) => listTasks(db, query),
    create: ({ principal, body }) => createTask(db, principal, body),
    update: ({ principal, params, body }) => updateTask(db, principal, params.id, body),
    move: ({ principal, params, body }) => moveTask(db, principal, params.id, body),
    putBack: ({ principal, body }) => putBackTasks(db, principal, body),
    remove: ({ principal, params }) => deleteTask(db, ctx.trashHooks, principal, params.id),
  });
};
