import { TRASH_DAYS, type TrashEntry } from '@hrt/shared/schemas/trash';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from 'sonner';
import { queryKeys } from './query-keys';
import { restoreTrashEntry } from './restore-trash-entry';
import { toastWithUndo } from './undo-toast';

/** A delete confirmation's words: 'The receipt moves to the trash. You can restore it for 30 days.' */
export function trashNotice(what: string): string {
  return `${what} moves to the trash. You can restore it for ${TRASH_DAYS} days.`;
}

/**
 * After a delete: 'Expense deleted.' with its 'Undo' (the entry's label names the kind: 'Room',
 * 'Receipt'). Undo restores the trash entry, then reads again what the delete refreshed
 * (`refresh`, the feature's own) and the trash list; a refused undo is told by toastWithUndo.
 */
export function useToastDeleted() {
  const queryClient = useQueryClient();
  return useCallback(
    (entry: TrashEntry, refresh: () => Promise<unknown>) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.trash });
      toastWithUndo(`${entry.label} deleted.`, async () => {
        try {
          await restoreTrashEntry(entry.id);
        } finally {
          // A refused undo may mean someone else restored or purged it: the lists catch up.
          await Promise.all([
            refresh(),
            queryClient.invalidateQueries({ queryKey: queryKeys.trash }),
          ]);
        }
        toast.success(`${entry.label} restored.`);
      });
    },
    [queryClient],
  );
}
