import { trashContract } from '@hrt/shared/contracts/trash';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from './call-endpoint';

/**
 * Puts a trashed item back with everything deleted with it. Shared: every feature's 'Undo'
 * after a delete calls it, and so does the trash page (features never import each other).
 */
export function restoreTrashEntry(id: string) {
  return callEndpoint(trashContract.restore, { params: { id } });
}

/**
 * The trash page's 'Restore'. What comes back may be anything (a room brings its expenses,
 * documents, ideas and tasks, and every total moves), so every cached list is read again,
 * the trash included; a refusal may mean the list was out of date, so that reads it too.
 */
export function useRestoreTrashEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreTrashEntry,
    onSettled: () => queryClient.invalidateQueries(),
  });
}
