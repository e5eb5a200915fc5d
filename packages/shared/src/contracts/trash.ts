import { historyParamsSchema, historySchema } from '../schemas/history.ts';
import {
  trashEntryParamsSchema,
  trashEntrySchema,
  trashListQuerySchema,
  trashPageSchema,
  trashPreviewParamsSchema,
  trashPreviewSchema,
} from '../schemas/trash.ts';
import { defineContract } from './endpoint.ts';

/** The trash: deleted items wait TRASH_DAYS days here, and come back with what went with them. */
export const trashContract = defineContract('trash', {
  list: {
    method: 'GET',
    path: '/api/trash',
    access: 'signed-in',
    summary: 'Deleted items the reader may see, newest first (editors only)',
    query: trashListQuerySchema,
    responses: { 200: trashPageSchema },
    errors: ['forbidden'],
  },
  preview: {
    method: 'GET',
    path: '/api/trash/preview/:resource_type/:resource_id',
    access: 'project.read',
    summary: 'What deleting an item would take to the trash with it',
    params: trashPreviewParamsSchema,
    responses: { 200: trashPreviewSchema },
    errors: ['not_found'],
  },
  restore: {
    method: 'POST',
    path: '/api/trash/:id/restore',
    access: 'signed-in',
    summary: 'Put a deleted item back, with everything deleted with it',
    params: trashEntryParamsSchema,
    responses: { 200: trashEntrySchema },
    errors: ['forbidden', 'not_found', 'restore_parent_first'],
  },
  purge: {
    method: 'DELETE',
    path: '/api/trash/:id',
    access: 'users.manage',
    summary: 'Delete an item and its files for good (owner)',
    params: trashEntryParamsSchema,
    responses: { 204: null },
    errors: ['not_found'],
  },
});

/** Each item's changes, from the activity records. */
export const historyContract = defineContract('history', {
  get: {
    method: 'GET',
    path: '/api/history/:resource_type/:resource_id',
    access: 'project.read',
    summary: "An item's changes, newest first: who, when, each field's old and new value",
    params: historyParamsSchema,
    responses: { 200: historySchema },
    errors: ['forbidden'],
  },
});
