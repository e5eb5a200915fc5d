import { documentsContract } from '@hrt/shared/contracts/documents';
import { insuranceContract } from '@hrt/shared/contracts/insurance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { queryKeys } from '@/lib/query-keys';

/** A document's short-lived signed link, asked for at the moment of the download. */
export function fetchDocumentLink(id: string) {
  return callEndpoint(documentsContract.getDownloadUrl, { params: { id } });
}

/** A policy's short-lived signed link, asked for as it is opened. */
export function fetchPolicyLink(id: string) {
  return callEndpoint(insuranceContract.fileUrl, { params: { id } });
}

interface WorkDocument {
  componentId: string;
  name: string;
  file: File;
}

/** A document added to one of the trade's services (multipart, as every document upload). */
export function useUploadWorkDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ componentId, name, file }: WorkDocument) => {
      const form = new FormData();
      form.append('component_id', componentId);
      form.append('name', name);
      form.append('file', file);
      return callEndpoint(documentsContract.upload, { form });
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.contacts }),
        queryClient.invalidateQueries({ queryKey: queryKeys.documents }),
      ]),
  });
}
