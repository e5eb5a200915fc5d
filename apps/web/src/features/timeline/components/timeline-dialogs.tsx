import type { PublicTimelineEntry } from '@hrt/shared/schemas/timeline';
import type { TrashEntry } from '@hrt/shared/schemas/trash';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useTrashPreviewSentence } from '@/lib/shared-queries/trash-preview';
import { trashNotice, useToastDeleted } from '@/lib/undo-delete';
import { useDeleteEntry } from '../api/delete-entry';
import { useDeletePhoto } from '../api/delete-photo';
import { useRefreshTimeline } from '../api/use-refresh-timeline';
import { AddPhotosDialog } from './add-photos-dialog';
import { EntryFormDialog } from './entry-form-dialog';

/**
 * The journal's editing dialogs, for members: the entry form, adding photos, and the two delete
 * confirmations (an entry, a photo) with the deletes they start. One module, loaded by the page
 * when the first of them opens: a visitor never loads it.
 */
export function TimelineDialogs({
  formOpen,
  onFormOpenChange,
  editing,
  addingPhotosTo,
  onCloseAddPhotos,
  deleting,
  onCloseDelete,
  deletingPhoto,
  onCloseDeletePhoto,
}: {
  formOpen: boolean;
  onFormOpenChange: (open: boolean) => void;
  editing: PublicTimelineEntry | null;
  addingPhotosTo: PublicTimelineEntry | null;
  onCloseAddPhotos: () => void;
  deleting: PublicTimelineEntry | null;
  onCloseDelete: () => void;
  deletingPhoto: { entryId: string; photoId: string } | null;
  onCloseDeletePhoto: () => void;
}) {
  const deleteEntry = useDeleteEntry();
  const deletePhoto = useDeletePhoto();
  const refresh = useRefreshTimeline();
  const toastDeleted = useToastDeleted();
  // What goes with an entry ('Kitchen fitted and its 3 photos'), asked for while confirming.
  const deleteSentence = useTrashPreviewSentence(
    'timeline_entry',
    deleting && { id: deleting.id, name: deleting.title },
  );

  // Failures of timeline calls are only logged; the list refreshes.
  const outcome = {
    onSuccess: (entry: TrashEntry) => toastDeleted(entry, refresh),
    onError: (error: unknown) => console.error('Timeline: the change failed', error),
  };

  return (
    <>
      <EntryFormDialog open={formOpen} onOpenChange={onFormOpenChange} entry={editing} />
      <AddPhotosDialog entry={addingPhotosTo} onClose={onCloseAddPhotos} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && onCloseDelete()}
        title="Delete entry"
        description={deleteSentence}
        confirmLabel="Delete"
        onConfirm={() => {
          const entry = deleting;
          onCloseDelete();
          if (entry) deleteEntry.mutate(entry.id, outcome);
        }}
      />
      <ConfirmDialog
        open={deletingPhoto !== null}
        onOpenChange={(open) => !open && onCloseDeletePhoto()}
        title="Delete photo"
        description={trashNotice('The photo')}
        confirmLabel="Delete"
        onConfirm={() => {
          const target = deletingPhoto;
          onCloseDeletePhoto();
          if (target) deletePhoto.mutate(target, outcome);
        }}
      />
    </>
  );
}
