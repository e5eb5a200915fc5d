import { extractionContract } from '@hrt/shared/contracts/extraction';
import { AppError } from '@hrt/shared/errors';
import { extractionFieldsSchema } from '@hrt/shared/schemas/extraction';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import type { Principal } from '../../http/access.ts';
import { mountContract } from '../../http/mount-contract.ts';
import { perUser, USER_LIMITS } from '../../http/rate-limits.ts';
import { discardPendingFile, readMultipartUpload } from '../files/uploads.ts';
import { closeIdleChildren } from './reader/extraction-pool.ts';
import { extractExpenses } from './service.ts';

export const extractionRoutes: FastifyPluginAsyncZod = async (app) => {
  // Reading processes kept warm for the next document end with the server.
  app.addHook('onClose', async () => closeIdleChildren());
  mountContract(app, extractionContract, {
    extract: {
      handler: ({ principal, request }) => extractFromUpload(app.ctx, principal, request),
      rateLimit: perUser(USER_LIMITS.documentExtraction),
    },
  });
};

/** The upload is only read here; it is removed again whatever the outcome. */
async function extractFromUpload(ctx: AppContext, principal: Principal, request: FastifyRequest) {
  const upload = await readMultipartUpload(ctx, request, {
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
    return await extractExpenses({ ...ctx, log: request.log }, principal, {
      roomId: fields.data.room_id,
      file: upload.file,
    });
  } finally {
    await discardPendingFile(ctx, upload.file);
  }
}
