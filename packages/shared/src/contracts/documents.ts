import { z } from 'zod';
import {
  componentDocumentSchema,
  createDocumentFieldsSchema,
  documentListQuerySchema,
  documentParamsSchema,
  documentUrlSchema,
} from '../schemas/documents.ts';
import { trashEntrySchema } from '../schemas/trash.ts';
import { defineContract } from './endpoint.ts';

/** A component's documents: quotes, plans, warranties. */
export const documentsContract = defineContract('documents', {
  list: {
    method: 'GET',
    path: '/api/documents',
    access: 'work.read',
    summary:
      "A component's documents (all documents without component_id); a trade's: only of the components it works on",
    query: documentListQuerySchema,
    responses: { 200: z.array(componentDocumentSchema) },
    errors: [],
  },
  upload: {
    method: 'POST',
    path: '/api/documents',
    access: 'work.contribute',
    summary: 'Upload a document (multipart: component_id, name, file; PDF, images, Word)',
    description:
      'Content editors may upload to any component their role allows; a trade only to a ' +
      'component it works on (a service that is its, or the component of one of its tasks); ' +
      'anyone else is refused with 403.',
    multipart: {
      fields: ['component_id', 'name'],
      schema: createDocumentFieldsSchema,
      file: 'file',
    },
    responses: { 201: componentDocumentSchema },
    errors: ['forbidden'],
  },
  getDownloadUrl: {
    method: 'GET',
    path: '/api/documents/:id/download',
    // A trade: only documents of the components it works on; another's answers 404.
    access: 'work.read',
    summary: 'A short-lived signed download URL',
    params: documentParamsSchema,
    responses: { 200: documentUrlSchema },
    errors: ['not_found'],
  },
  remove: {
    method: 'DELETE',
    path: '/api/documents/:id',
    access: 'content.edit',
    summary: 'Move a document and its file to the trash',
    params: documentParamsSchema,
    responses: { 200: trashEntrySchema },
    errors: ['not_found'],
  },
});
