import type { BuildComponent } from '@hrt/shared/schemas/build-components';
import { useCallback } from 'react';
import { toast } from 'sonner';
import { useToastDeleted } from '@/lib/undo-delete';
import { useDeleteComponent } from '../api/delete-component';
import { useRefreshComponentContents } from '../api/use-refresh-components';
import { componentErrorMessage } from '../components/component-error-message';

/**
 * Moves a component to the trash and says so with 'Room deleted. Undo', as every delete does;
 * a refusal is told by a toast. Answers whether it went, so the caller can close or leave.
 */
export function useTrashComponent() {
  const remove = useDeleteComponent();
  const refreshContents = useRefreshComponentContents();
  const toastDeleted = useToastDeleted();
  const { mutateAsync } = remove;
  return useCallback(
    async (component: BuildComponent): Promise<boolean> => {
      try {
        const entry = await mutateAsync({ type: component.type, id: component.id });
        toastDeleted(entry, refreshContents);
        return true;
      } catch (error) {
        toast.error(componentErrorMessage(error, 'Failed to delete component. Please try again.'));
        return false;
      }
    },
    [mutateAsync, toastDeleted, refreshContents],
  );
}
