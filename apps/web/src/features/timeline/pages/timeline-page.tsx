import type { PublicTimelineEntry } from '@hrt/shared/schemas/timeline';
import type { TrashEntry } from '@hrt/shared/schemas/trash';
import { History, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState, ErrorState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useCan } from '@/lib/auth/session-context';
import { useTrashPreviewSentence } from '@/lib/shared-queries/trash-preview';
import { trashNotice, useToastDeleted } from '@/lib/undo-delete';
import { useDeleteEntry } from '../api/delete-entry';
import { useDeletePhoto } from '../api/delete-photo';
import { useTimelineEntries } from '../api/get-timeline-entries';
import { useRefreshTimeline } from '../api/use-refresh-timeline';
import { AddPhotosDialog } from '../components/add-photos-dialog';
import { EntryCard } from '../components/entry-card';
import { EntryFormDialog } from '../components/entry-form-dialog';
import { PhotoCarousel } from '../components/photo-carousel';

/** 'The Journey' (/timeline): the public photo journal; members add and edit entries. */
export function TimelinePage() {
  const canEdit = useCan('content.edit');
  const entries = useTimelineEntries();
  const deleteEntry = useDeleteEntry();
  const deletePhoto = useDeletePhoto();
  const refresh = useRefreshTimeline();
  const toastDeleted = useToastDeleted();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<PublicTimelineEntry | null>(null);
  const [deleting, setDeleting] = useState<PublicTimelineEntry | null>(null);
  const [deletingPhoto, setDeletingPhoto] = useState<{ entryId: string; photoId: string } | null>(
    null,
  );
  const [addingPhotosTo, setAddingPhotosTo] = useState<PublicTimelineEntry | null>(null);
  const [viewing, setViewing] = useState<{ entry: PublicTimelineEntry; index: number } | null>(
    null,
  );
  const list = entries.data?.pages.flat() ?? [];
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
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight">The Journey</h1>
          <p className="text-sm text-muted-foreground">
            The renovation in photos and milestones, newest first.
          </p>
        </div>
        {canEdit && (
          <Button
            onClick={() => {
              setEditing(null);
              setFormOpen(true);
            }}
          >
            <Plus aria-hidden="true" />
            Add Entry
          </Button>
        )}
      </header>

      {entries.isPending ? (
        <div aria-busy="true" className="grid gap-4">
          <span className="sr-only">Loading the timeline...</span>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-36 w-full rounded-xl" />
          ))}
        </div>
      ) : entries.isError && !list.length ? (
        <ErrorState
          message="The timeline could not be loaded."
          onRetry={() => void entries.refetch()}
        />
      ) : list.length === 0 ? (
        <EmptyState
          icon={History}
          title="No Timeline Entries Yet"
          description="Milestones and photos of the renovation will appear here."
          action={
            canEdit ? (
              <Button size="sm" onClick={() => setFormOpen(true)}>
                <Plus aria-hidden="true" />
                Add Entry
              </Button>
            ) : undefined
          }
        />
      ) : (
        <ol className="relative grid gap-6 before:absolute before:top-2 before:bottom-2 before:left-4 before:w-px before:bg-border sm:before:left-6">
          {list.map((entry) => (
            <EntryCard
              key={entry.id}
              entry={entry}
              canEdit={canEdit}
              onOpenPhoto={(index) => setViewing({ entry, index })}
              onEdit={() => {
                setEditing(entry);
                setFormOpen(true);
              }}
              onDelete={() => setDeleting(entry)}
              onAddPhotos={() => setAddingPhotosTo(entry)}
              onDeletePhoto={(photoId) => setDeletingPhoto({ entryId: entry.id, photoId })}
            />
          ))}
        </ol>
      )}
      {entries.hasNextPage && (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={entries.isFetchingNextPage}
          onClick={() => void entries.fetchNextPage()}
        >
          {entries.isFetchingNextPage ? 'Loading...' : 'Show older entries'}
        </Button>
      )}

      <EntryFormDialog open={formOpen} onOpenChange={setFormOpen} entry={editing} />
      <AddPhotosDialog entry={addingPhotosTo} onClose={() => setAddingPhotosTo(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete entry"
        description={deleteSentence}
        confirmLabel="Delete"
        onConfirm={() => {
          const entry = deleting;
          setDeleting(null);
          if (entry) deleteEntry.mutate(entry.id, outcome);
        }}
      />
      <ConfirmDialog
        open={deletingPhoto !== null}
        onOpenChange={(open) => !open && setDeletingPhoto(null)}
        title="Delete photo"
        description={trashNotice('The photo')}
        confirmLabel="Delete"
        onConfirm={() => {
          const target = deletingPhoto;
          setDeletingPhoto(null);
          if (target) deletePhoto.mutate(target, outcome);
        }}
      />
      <PhotoCarousel
        title={viewing?.entry.title ?? ''}
        photos={viewing?.entry.photos ?? []}
        startIndex={viewing?.index ?? null}
        onClose={() => setViewing(null)}
      />
    </div>
  );
}
