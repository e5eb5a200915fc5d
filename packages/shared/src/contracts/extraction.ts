import { extractionFieldsSchema, extractionResultSchema } from '../schemas/extraction.ts';
import { defineContract } from './endpoint.ts';

/** Reading expenses from an invoice or receipt (listed with the expenses in the API document). */
export const extractionContract = defineContract('expenses', {
  extract: {
    method: 'POST',
    path: '/api/expenses/extract',
    access: 'money.edit',
    summary:
      'Read expenses from an invoice or receipt (multipart: file as PDF, JPEG or PNG, or an e-invoice as Factur-X/ZUGFeRD/XRechnung/UBL XML, and room_id). Stores nothing.',
    multipart: { fields: ['room_id'], schema: extractionFieldsSchema, file: 'file' },
    responses: { 200: extractionResultSchema },
    errors: [
      'document_unreadable',
      'document_encrypted',
      'too_many_pages',
      'document_too_large',
      'einvoice_refused',
      'no_expenses_found',
      'extraction_timeout',
      // The reading queue is full: refused like a rate limit.
      'rate_limited',
    ],
  },
});
