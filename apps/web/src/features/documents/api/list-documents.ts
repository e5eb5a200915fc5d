import { documentsContract } from '@hrt/shared/contracts/documents';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { documentKeys } from './document-keys';

function fetchDocuments(componentId: string) {
  return callEndpoint(documentsContract.list, { query: { component_id: componentId } });
}

/** A component's documents. */
export function useDocuments(componentId: string) {
  return useQuery({
    queryKey: documentKeys.list(componentId),
    queryFn: () => fetchDocuments(componentId),
  });
}
