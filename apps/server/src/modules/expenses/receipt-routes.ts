import { receiptUrlSchema } from '@hrt/shared/schemas/expenses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePrincipal } from '../../http/access.ts';
import { readMultipartUpload } from '../files/uploads.ts';
import {
  assertCanAttachReceipt,
  attachReceipt,
  getReceiptUrl,
  removeReceipt,
} from './receipt-service.ts';

const tags = ['receipts'];
const params = z.object({ id: z.uuid() });

export const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/expenses/:id/receipt',
    {
      config: { access: 'money.edit' },
      schema: {
        tags,
        summary: 'Attach or replace the receipt (multipart field "file": an image or a PDF)',
        consumes: ['multipart/form-data'],
        params,
        response: { 201: receiptUrlSchema },
      },
    },
    async (request, reply) => {
      const principal = requirePrincipal(request);
      await assertCanAttachReceipt(app.ctx, principal, request.params.id);
      const upload = await readMultipartUpload(app.ctx, request, {
        fileField: 'file',
        kinds: ['image', 'pdf'],
        folder: 'receipts',
      });
      const result = await attachReceipt(app.ctx, principal, request.params.id, upload.file);
      return reply.status(201).send(result);
    },
  );

  app.get(
    '/api/expenses/:id/receipt',
    {
      config: { access: 'project.read' },
      schema: {
        tags,
        summary: 'A short-lived signed URL of the receipt',
        params,
        response: { 200: receiptUrlSchema },
      },
    },
    async (request) => getReceiptUrl(app.ctx, request.params.id),
  );

  app.delete(
    '/api/expenses/:id/receipt',
    {
      config: { access: 'money.edit' },
      schema: { tags, summary: 'Remove the receipt', params },
    },
    async (request, reply) => {
      await removeReceipt(app.ctx, requirePrincipal(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
