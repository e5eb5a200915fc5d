import { signedFileParamsSchema, signedFileQuerySchema } from '../schemas/files.ts';
import { defineContract } from './endpoint.ts';

/** Stored files (documents, receipts, policies), reached through signed links. */
export const filesContract = defineContract('files', {
  download: {
    method: 'GET',
    path: '/api/files/:fileId',
    // The signature in the link is the permission: it was issued to a signed-in reader.
    access: 'public',
    summary: 'Download a stored file through a short-lived signed link',
    params: signedFileParamsSchema,
    query: signedFileQuerySchema,
    responses: {
      200: {
        mediaType: 'application/octet-stream',
        description: 'The file, with its own content type (inline for safe types)',
      },
      302: {
        mediaType: 'application/octet-stream',
        description: 'With an S3 store: a redirect to a presigned store link that serves the file',
      },
    },
    errors: ['forbidden', 'not_found'],
  },
});
