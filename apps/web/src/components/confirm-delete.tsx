import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/**
 * Asks before deleting `item` (open while there is one). Closing forgets it; confirming
 * forgets it too and hands it to `onConfirm`, so the dialog is gone before the request runs.
 */
export function ConfirmDelete<T>({
  item,
  onClose,
  title,
  description,
  onConfirm,
}: {
  item: T | null;
  onClose: () => void;
  title: string;
  description: string;
  onConfirm: (item: T) => void;
}) {
  return (
    <ConfirmDialog
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={description}
      confirmLabel="Delete"
      onConfirm={() => {
        const target = item;
        onClose();
        if (target !== null) onConfirm(target);
      }}
    />
  );
}
