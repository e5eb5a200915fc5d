import { documentsContract } from '@hrt/shared/contracts/documents';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { useRefreshDocuments } from './use-refresh-documents';

function deleteDocument(id: string) {
  return callEndpoint(documentsContract.remove, { params: { id } });
}

export function useDeleteDocument(componentId: string) {
  const refresh = useRefreshDocuments(componentId);
  return useMutation({ mutationFn: deleteDocument, onSuccess: refresh });
}
