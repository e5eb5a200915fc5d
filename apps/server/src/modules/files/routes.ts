import { filesContract } from '@hrt/shared/contracts/files';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mountContract } from '../../http/mount-contract.ts';
import { contentDisposition, downloadCacheControl } from '../../storage/download-headers.ts';
import { openSignedDownload, type SignedDownload } from './signed-download.ts';
import { SIGNED_URL_TTL_SECONDS } from './signed-urls.ts';

export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  mountContract(app, filesContract, {
    download: async ({ params, query, reply }) =>
      sendDownload(reply, await openSignedDownload(app.ctx, { ...params, ...query })),
  });
};

function sendDownload(reply: FastifyReply, download: SignedDownload) {
  if (download.kind === 'redirect') {
    return reply.header('cache-control', 'no-store').redirect(download.url, 302);
  }
  const { file, disposition, stream } = download;
  return reply
    .header('content-type', file.contentType)
    .header('content-length', file.sizeBytes)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', downloadCacheControl(SIGNED_URL_TTL_SECONDS))
    .header('content-disposition', contentDisposition(disposition, file.originalName))
    .send(stream);
}
