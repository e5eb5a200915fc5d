import { z } from 'zod';
import { pageQuerySchema } from '../schemas/common.ts';
import {
  taskInputSchema,
  taskMoveSchema,
  taskPageSchema,
  taskSchema,
} from '../schemas/schedule.ts';
import { trashEntrySchema } from '../schemas/trash.ts';
import { defineContract } from './endpoint.ts';

const taskParamsSchema = z.object({ id: z.uuid() });

/**
 * The project schedule's tasks. Every refused write answers 422 (decision 016); the list keeps
 * the ordinary 400 for a bad page query.
 */
export const scheduleContract = defineContract('schedule', {
  list: {
    method: 'GET',
    path: '/api/tasks',
    access: 'project.read',
    summary: 'A page of tasks by start date, name and id, each with its dependencies',
    query: pageQuerySchema,
    responses: { 200: taskPageSchema },
    errors: [],
  },
  create: {
    method: 'POST',
    path: '/api/tasks',
    access: 'schedule.edit',
    summary: 'Add a task (its component and dependencies must exist; no loops)',
    body: taskInputSchema,
    responses: { 201: taskSchema },
    errors: ['unprocessable'],
    invalidStatus: 422,
  },
  update: {
    method: 'PUT',
    path: '/api/tasks/:id',
    access: 'schedule.edit',
    summary: 'Change a task and its dependencies (409 when stale)',
    params: taskParamsSchema,
    body: taskInputSchema,
    responses: { 200: taskSchema },
    errors: ['not_found', 'stale_update', 'unprocessable'],
    invalidStatus: 422,
  },
  move: {
    method: 'PATCH',
    path: '/api/tasks/:id/move',
    access: 'schedule.edit',
    summary: 'Move a task to new whole-day dates (end exclusive; 409 when stale)',
    description:
      'Each end is a calendar date or a date-time with its zone (the spec client sends ' +
      '`Date.toISOString()` of local midnight), kept as its day in the household time zone.',
    params: taskParamsSchema,
    body: taskMoveSchema,
    responses: { 200: taskSchema },
    errors: ['not_found', 'stale_update'],
    invalidStatus: 422,
  },
  remove: {
    method: 'DELETE',
    path: '/api/tasks/:id',
    access: 'schedule.edit',
    summary: 'Move a task to the trash (other tasks show the dependency as removed)',
    params: taskParamsSchema,
    responses: { 200: trashEntrySchema },
    errors: ['not_found'],
    invalidStatus: 422,
  },
});
