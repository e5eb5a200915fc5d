import {
  componentDocumentSchema,
  documentListQuerySchema,
  documentUrlSchema,
} from '@hrt/shared/schemas/documents';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePrincipal } from '../../http/access.ts';
import { readMultipartUpload } from '../files/uploads.ts';
import { deleteDocument, getDocumentUrl, listDocuments, uploadDocument } from './service.ts';

const tags = ['documents'];
const params = z.object({ id: z.uuid() });

export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/documents',
    {
      config: { access: 'project.read' },
      schema: {
        tags,
        summary: "A component's documents (all documents without component_id)",
        querystring: documentListQuerySchema,
        response: { 200: z.array(componentDocumentSchema) },
      },
    },
    async (request) => listDocuments(app.ctx.database.db, request.query.component_id),
  );

  app.post(
    '/api/documents',
    {
      config: { access: 'content.edit' },
      schema: {
        tags,
        summary: 'Upload a document (multipart: component_id, name, file; PDF, images, Word)',
        response: { 201: componentDocumentSchema },
      },
    },
    async (request, reply) => {
      const upload = await readMultipartUpload(app.ctx, request, {
        fileField: 'file',
        kinds: ['pdf', 'image', 'office'],
        folder: 'documents',
      });
      const created = await uploadDocument(app.ctx, requirePrincipal(request), upload);
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/api/documents/:id/download',
    {
      config: { access: 'project.read' },
      schema: {
        tags,
        summary: 'A short-lived signed download URL',
        params,
        response: { 200: documentUrlSchema },
      },
    },
    async (request) => getDocumentUrl(app.ctx, request.params.id),
  );

  app.delete(
    '/api/documents/:id',
    {
      config: { access: 'content.edit' },
      schema: { tags, summary: 'Delete a document and its file', params },
    },
    async (request, reply) => {
      await deleteDocument(app.ctx, requirePrincipal(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
