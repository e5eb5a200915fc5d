import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { documentKeys } from './document-keys';

/** After a write to a component's documents (a delete, its undo): that list is read again. */
export function useRefreshDocuments(componentId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: documentKeys.list(componentId) }),
    [queryClient, componentId],
  );
}
