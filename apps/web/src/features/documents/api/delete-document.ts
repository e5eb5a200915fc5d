import { documentsContract } from '@hrt/shared/contracts/documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { documentKeys } from './document-keys';

export function deleteDocument(id: string) {
  return callEndpoint(documentsContract.remove, { params: { id } });
}

export function useDeleteDocument(componentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.list(componentId) }),
  });
}
