import { z } from 'zod';
import { isoTimestamp, lineText } from './common.ts';

export const componentDocumentSchema = z.object({
  id: z.uuid(),
  component_id: z.uuid(),
  name: z.string(),
  filename: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
  uploaded_by: z.string().nullable(),
  uploaded_at: isoTimestamp,
});
export type ComponentDocument = z.infer<typeof componentDocumentSchema>;

export const documentUrlSchema = z.object({ url: z.string() });

export const DOCUMENT_UPLOAD_MESSAGE = 'Please provide a name and select a file.';

/** The text fields of POST /api/documents (multipart: component_id, name, file). */
export const createDocumentFieldsSchema = z.object({
  component_id: z.uuid('Choose a component.'),
  name: lineText(200).min(1, DOCUMENT_UPLOAD_MESSAGE),
});

export const documentListQuerySchema = z.object({ component_id: z.uuid().optional() });

/** A document by its id (download link and delete). */
export const documentParamsSchema = z.object({ id: z.uuid() });
