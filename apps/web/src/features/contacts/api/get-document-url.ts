import { documentsContract } from '@hrt/shared/contracts/documents';
import { callEndpoint } from '@/lib/call-endpoint';

/** A document's short-lived signed link, asked for at the moment of the download (never cached). */
export function fetchDocumentUrl(id: string) {
  return callEndpoint(documentsContract.getDownloadUrl, { params: { id } });
}
