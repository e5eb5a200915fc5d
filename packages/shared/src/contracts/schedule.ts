import { z } from 'zod';
import { pageQuerySchema } from '../schemas/common.ts';
import {
  taskInputSchema,
  taskMoveSchema,
  taskMovesSchema,
  taskPageSchema,
  taskPutBackSchema,
  taskSchema,
  taskStatusChangeSchema,
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
    // A trade: only its own tasks (others' are busy blocks on its contact's work).
    access: 'work.read',
    summary:
      "A page of tasks by start date, name and id, each with its dependencies (a trade's own only)",
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
    summary: 'Move a task to new whole-day dates, and its dependants with it (409 when stale)',
    description:
      'Each end is a calendar date or a date-time with its zone (the spec client sends ' +
      '`Date.toISOString()` of local midnight), kept as its day in the household time zone; ' +
      "the end is exclusive. A move is by working days: the dates must be the task's own " +
      'shifted by whole working days of the household calendar, its length in working days ' +
      'kept (`movedToStart` in domain/task-moves.ts), else 422 unprocessable. ' +
      'Unless `with_dependants` is false, every task that depends on ' +
      'this one (directly or through others) shifts by as many working days (the household ' +
      'calendar) as its start moved, keeping its length in working days. The answer lists ' +
      'every task moved, this one first.',
    params: taskParamsSchema,
    body: taskMoveSchema,
    responses: { 200: taskMovesSchema },
    errors: ['not_found', 'stale_update', 'unprocessable'],
    invalidStatus: 422,
  },
  changeStatus: {
    method: 'PATCH',
    path: '/api/tasks/:id/status',
    access: 'work.contribute',
    summary: "Change only a task's status (409 when stale)",
    description:
      'A trade may change the status of its own tasks (another task answers 404, as if ' +
      'missing); the household needs schedule.edit (403 otherwise). Recorded as an edit of the task.',
    params: taskParamsSchema,
    body: taskStatusChangeSchema,
    responses: { 200: taskSchema },
    errors: ['not_found', 'forbidden', 'stale_update'],
    invalidStatus: 422,
  },
  putBack: {
    method: 'PATCH',
    path: '/api/tasks/move',
    access: 'schedule.edit',
    summary: "Set several tasks' dates in one transaction (undo of a move; 409 when stale)",
    description:
      'Each task gets exactly the dates given, nothing else moves. A task whose `updated_at` ' +
      'is not the one stored refuses the whole put-back (409); an unknown id, 404.',
    body: taskPutBackSchema,
    responses: { 200: taskMovesSchema },
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
