import { extractionContract } from '@hrt/shared/contracts/extraction';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';

/** POST /api/expenses/extract: the document and the room; nothing is stored by the server. */
function extractExpensesFromDocument(file: File, roomId: string, signal?: AbortSignal) {
  const form = new FormData();
  form.append('room_id', roomId);
  form.append('file', file);
  return callEndpoint(extractionContract.extract, { form }, signal ? { signal } : {});
}

/**
 * Reads a document's lines for the review step. Nothing to invalidate: the server stores
 * nothing, and the rows become expenses only when they are saved on /expenses.
 */
export function useExtractExpenses() {
  return useMutation({
    mutationFn: ({ file, roomId }: { file: File; roomId: string }) =>
      extractExpensesFromDocument(file, roomId),
  });
}
