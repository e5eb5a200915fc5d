import { documentsContract } from '@hrt/shared/contracts/documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { documentKeys } from './document-keys';

function uploadDocument(componentId: string, name: string, file: File) {
  const form = new FormData();
  form.append('component_id', componentId);
  form.append('name', name);
  form.append('file', file);
  return callEndpoint(documentsContract.upload, { form });
}

export function useUploadDocument(componentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, file }: { name: string; file: File }) =>
      uploadDocument(componentId, name, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.list(componentId) }),
  });
}
