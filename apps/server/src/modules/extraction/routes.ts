import { AppError } from '@hrt/shared/errors';
import { extractionFieldsSchema, extractionResultSchema } from '@hrt/shared/schemas/extraction';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePrincipal } from '../../http/access.ts';
import { discardPendingFile, readMultipartUpload } from '../files/uploads.ts';
import { closeIdleChildren } from './reader/extraction-pool.ts';
import { extractExpenses } from './service.ts';

export const extractionRoutes: FastifyPluginAsyncZod = async (app) => {
  // Reading processes kept warm for the next document end with the server.
  app.addHook('onClose', async () => closeIdleChildren());
  app.post(
    '/api/expenses/extract',
    {
      config: { access: 'money.edit' },
      schema: {
        tags: ['expenses'],
        summary:
          'Read expenses from an invoice or receipt (multipart: file as PDF, JPEG or PNG, or an e-invoice as Factur-X/ZUGFeRD/XRechnung/UBL XML, and room_id). Stores nothing.',
        consumes: ['multipart/form-data'],
        response: { 200: extractionResultSchema },
      },
    },
    async (request) => {
      // The upload is only read here; it is removed again whatever the outcome.
      const upload = await readMultipartUpload(app.ctx, request, {
        fileField: 'file',
        kinds: ['pdf', 'image', 'xml'],
        folder: 'extraction-tmp',
      });
      try {
        if (!upload.file) {
          throw new AppError('validation_failed', 'Please select a file first', {
            file: ['Please select a file first'],
          });
        }
        const fields = extractionFieldsSchema.safeParse(upload.fields);
        if (!fields.success) {
          throw new AppError('validation_failed', 'Please select a room', {
            room_id: ['Please select a room'],
          });
        }
        return await extractExpenses(
          app.ctx,
          requirePrincipal(request),
          { roomId: fields.data.room_id, file: upload.file },
          request.log,
        );
      } finally {
        await discardPendingFile(app.ctx, upload.file);
      }
    },
  );
};
