import { trashContract } from '@hrt/shared/contracts/trash';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { queryKeys } from '@/lib/query-keys';

function purgeTrashEntry(id: string) {
  return callEndpoint(trashContract.purge, { params: { id } });
}

/** 'Delete forever' (owner): the list is read again whatever the outcome. */
export function usePurgeTrashEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: purgeTrashEntry,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.trash }),
  });
}
