import { UNDO_SECONDS } from '@hrt/shared/schemas/trash';
import { toast } from 'sonner';
import { errorMessage } from './api-client.ts';

/**
 * 'Expense deleted. Undo': a success toast whose 'Undo' button stays UNDO_SECONDS seconds
 * (docs/domain.md#trash). A failed undo (someone changed the item since, its parent is in the trash) is
 * told by an error toast with the server's words.
 */
export function toastWithUndo(
  message: string,
  undo: () => Promise<unknown>,
  /** A toast of the same id is replaced (a bar moved again replaces its 'Task moved.'). */
  options: { id?: string } = {},
): void {
  toast.success(message, {
    ...options,
    duration: UNDO_SECONDS * 1000,
    action: {
      label: 'Undo',
      onClick: () => {
        undo().catch((error: unknown) => toast.error(errorMessage(error)));
      },
    },
  });
}
