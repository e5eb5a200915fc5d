import { AppError } from '@hrt/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition, downloadCacheControl } from '../../storage/download-headers.ts';
import { isInlineSafe } from '../../storage/upload-policy.ts';
import { findStoredFile } from './repository.ts';
import { SIGNED_URL_TTL_SECONDS, verifyFileSignature } from './signed-urls.ts';

export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/files/:fileId',
    {
      // The signature in the link is the permission: it was issued to a signed-in reader.
      config: { access: 'public' },
      schema: {
        tags: ['files'],
        summary: 'Download a stored file through a short-lived signed link',
        params: z.object({ fileId: z.uuid() }),
        querystring: z.object({ expires: z.coerce.number().int(), signature: z.string().max(128) }),
      },
    },
    async (request, reply) => {
      const { fileId } = request.params;
      const { expires, signature } = request.query;
      if (!verifyFileSignature(app.ctx.signingSecret, fileId, expires, signature)) {
        throw new AppError('forbidden', 'This download link is invalid or has expired.');
      }
      const file = await findStoredFile(app.ctx.database.db, fileId);
      if (!file) throw new AppError('not_found', 'The file no longer exists.');
      const disposition = isInlineSafe(file.contentType) ? 'inline' : 'attachment';
      // S3: the bytes come straight from the bucket, through a presigned URL that makes it
      // answer with the headers below; local disk: streamed here.
      const storeUrl = await app.ctx.fileStore.signedDownloadUrl(file.storageKey, {
        fileName: file.originalName,
        contentType: file.contentType,
        disposition,
        expiresInSeconds: SIGNED_URL_TTL_SECONDS,
      });
      if (storeUrl) return reply.header('cache-control', 'no-store').redirect(storeUrl, 302);
      const stream = await app.ctx.fileStore.open(file.storageKey);
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.sizeBytes)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', downloadCacheControl(SIGNED_URL_TTL_SECONDS))
        .header('content-disposition', contentDisposition(disposition, file.originalName))
        .send(stream);
    },
  );
};
