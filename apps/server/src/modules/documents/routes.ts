import { documentsContract } from '@hrt/shared/contracts/documents';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mountContract } from '../../http/mount-contract.ts';
import { readMultipartUpload } from '../files/uploads.ts';
import {
  assertMayUploadDocuments,
  deleteDocument,
  getDocumentUrl,
  listDocuments,
  uploadDocument,
} from './service.ts';

export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  mountContract(app, documentsContract, {
    list: ({ principal, query }) => listDocuments(ctx, principal, query),
    upload: async ({ principal, request }) => {
      // A role that may add no document is refused before the upload is read.
      assertMayUploadDocuments(principal);
      const upload = await readMultipartUpload(ctx, request, {
        fileField: 'file',
        kinds: ['pdf', 'image', 'office'],
        folder: 'documents',
      });
      return uploadDocument(ctx, principal, upload);
    },
    getDownloadUrl: ({ principal, params }) => getDocumentUrl(ctx, principal, params.id),
    remove: ({ principal, params }) => deleteDocument(ctx, principal, params.id),
  });
};
