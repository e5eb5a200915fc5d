import { z } from 'zod';
import {
  componentParamsSchema,
  componentSchema,
  createComponentSchema,
  updateComponentSchema,
} from '../schemas/build-components.ts';
import { trashEntrySchema } from '../schemas/trash.ts';
import { defineContract } from './endpoint.ts';

/** Rooms, design items and services (the API keeps `/api/components`). */
export const buildComponentsContract = defineContract('components', {
  list: {
    method: 'GET',
    path: '/api/components',
    access: 'project.read',
    summary: 'Every room, design item and service',
    responses: { 200: z.array(componentSchema) },
    errors: [],
  },
  create: {
    method: 'POST',
    path: '/api/components',
    access: 'money.edit',
    summary:
      'Create a component (with its empty expense summary), in a room when parent_id names one',
    body: createComponentSchema,
    responses: { 201: componentSchema },
    errors: ['unprocessable'],
  },
  get: {
    method: 'GET',
    path: '/api/components/:type/:id',
    access: 'project.read',
    summary: 'One component, by type and id',
    params: componentParamsSchema,
    responses: { 200: componentSchema },
    errors: ['not_found'],
  },
  update: {
    method: 'PATCH',
    path: '/api/components/:type/:id',
    access: 'money.edit',
    summary:
      'Change name, status, budget, description or room (409 when updated_at is stale; 422 when parent_id is not a room that exists)',
    params: componentParamsSchema,
    body: updateComponentSchema,
    responses: { 200: componentSchema },
    errors: ['not_found', 'stale_update', 'unprocessable'],
  },
  remove: {
    method: 'DELETE',
    path: '/api/components/:type/:id',
    access: 'money.edit',
    summary: 'Move a component to the trash with its expenses, documents, ideas and tasks',
    params: componentParamsSchema,
    responses: { 200: trashEntrySchema },
    errors: ['not_found', 'conflict'],
  },
});
