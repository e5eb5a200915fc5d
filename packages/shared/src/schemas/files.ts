import { z } from 'zod';

/** A stored file behind a short-lived signed link (`/api/files/:fileId?expires&signature`). */
export const signedFileParamsSchema = z.object({ fileId: z.uuid() });
export const signedFileQuerySchema = z.object({
  expires: z.coerce.number().int(),
  signature: z.string().max(128),
});
