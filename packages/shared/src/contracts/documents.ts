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
    access: 'project.read',
    summary: "A component's documents (all documents without component_id)",
    query: documentListQuerySchema,
    responses: { 200: z.array(componentDocumentSchema) },
    errors: [],
  },
  upload: {
    method: 'POST',
    path: '/api/documents',
    access: 'content.edit',
    summary: 'Upload a document (multipart: component_id, name, file; PDF, images, Word)',
    multipart: {
      fields: ['component_id', 'name'],
      schema: createDocumentFieldsSchema,
      file: 'file',
    },
    responses: { 201: componentDocumentSchema },
    errors: [],
  },
  getDownloadUrl: {
    method: 'GET',
    path: '/api/documents/:id/download',
    access: 'project.read',
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
