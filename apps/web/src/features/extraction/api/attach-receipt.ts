import { receiptsContract } from '@hrt/shared/contracts/expenses';
import type { RequestOptions } from '@/lib/api-client';
import { callEndpoint } from '@/lib/call-endpoint';

/** The receipt endpoint keeps images and PDFs; an uploaded e-invoice XML is not one. */
export function canBeReceipt(file: File) {
  return file.type.startsWith('image/') || file.type === 'application/pdf';
}

/** POST /api/expenses/{id}/receipt (multipart field "file"): the document read, kept. */
export function attachReceipt(
  expenseId: string,
  file: File,
  action: Pick<RequestOptions, 'headers'>,
) {
  const form = new FormData();
  form.append('file', file);
  return callEndpoint(receiptsContract.attach, { params: { id: expenseId }, form }, action);
}
