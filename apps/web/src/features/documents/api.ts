import type { ComponentDocument } from '@hrt/shared/schemas/documents';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const documentKeys = {
  list: (componentId: string) => ['documents', componentId] as const,
};

export function useDocuments(componentId: string) {
  return useQuery({
    queryKey: documentKeys.list(componentId),
    queryFn: async () => {
      const body = await api.get<ComponentDocument[] | { items: ComponentDocument[] }>(
        `/api/documents?component_id=${encodeURIComponent(componentId)}`,
      );
      return Array.isArray(body) ? body : body.items;
    },
  });
}

export function useRefreshDocuments(componentId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: documentKeys.list(componentId) });
}

export function uploadDocument(componentId: string, name: string, file: File) {
  const form = new FormData();
  form.append('component_id', componentId);
  form.append('name', name);
  form.append('file', file);
  return api.post<ComponentDocument>('/api/documents', form);
}

export function fetchDocumentUrl(id: string) {
  return api.get<{ url: string }>(`/api/documents/${id}/download`);
}

export function deleteDocument(id: string) {
  return api.delete<void>(`/api/documents/${id}`);
}
