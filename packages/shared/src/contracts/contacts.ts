import { z } from 'zod';
import {
  contactInputSchema,
  contactListQuerySchema,
  contactSchema,
  contactWorkSchema,
  updateContactSchema,
} from '../schemas/contacts.ts';
import { trashEntrySchema } from '../schemas/trash.ts';
import { defineContract } from './endpoint.ts';

const contactParams = z.object({ id: z.uuid() });

/**
 * The household's contacts: its trades, suppliers and professionals. The household reads and
 * edits them; a trade reads only itself and its own work (404 for anyone else's).
 */
export const contactsContract = defineContract('contacts', {
  list: {
    method: 'GET',
    path: '/api/contacts',
    access: 'project.read',
    summary:
      'Every contact, by name; `q` narrows to those whose name, company, trade, e-mail or phone holds it',
    query: contactListQuerySchema,
    responses: { 200: z.array(contactSchema) },
    errors: [],
  },
  create: {
    method: 'POST',
    path: '/api/contacts',
    access: 'contractor_insurance.edit',
    summary:
      'Add a contact; earlier rows naming its company (or name) without a contact are linked to it',
    body: contactInputSchema,
    responses: { 201: contactSchema },
    errors: [],
    invalidStatus: 422,
  },
  get: {
    method: 'GET',
    path: '/api/contacts/:id',
    access: 'work.read',
    summary: 'One contact (a trade: only itself)',
    params: contactParams,
    responses: { 200: contactSchema },
    errors: ['not_found'],
  },
  work: {
    method: 'GET',
    path: '/api/contacts/:id/work',
    access: 'work.read',
    summary:
      "A contact's page: its components (no budgets), tasks, expenses with quoted and paid totals, insurance and documents (a trade: only its own)",
    params: contactParams,
    responses: { 200: contactWorkSchema },
    errors: ['not_found'],
  },
  update: {
    method: 'PUT',
    path: '/api/contacts/:id',
    access: 'contractor_insurance.edit',
    summary: 'Change a contact (409 when stale)',
    params: contactParams,
    body: updateContactSchema,
    responses: { 200: contactSchema },
    errors: ['not_found', 'stale_update'],
    invalidStatus: 422,
  },
  remove: {
    method: 'DELETE',
    path: '/api/contacts/:id',
    access: 'contractor_insurance.edit',
    summary: 'Move a contact to the trash; the rows that name it keep the link for a restore',
    params: contactParams,
    responses: { 200: trashEntrySchema },
    errors: ['not_found'],
  },
});
