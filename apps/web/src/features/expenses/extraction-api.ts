import type { ExtractionResult } from '@hrt/shared/schemas/extraction';
import { api } from '@/lib/api-client';

/** POST /api/expenses/extract: the document and the room; nothing is stored by the server. */
export function extractExpensesFromDocument(file: File, roomId: string, signal?: AbortSignal) {
  const form = new FormData();
  form.append('room_id', roomId);
  form.append('file', file);
  return api.post<ExtractionResult>('/api/expenses/extract', form, signal ? { signal } : {});
}
