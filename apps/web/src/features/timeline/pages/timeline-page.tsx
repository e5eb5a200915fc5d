import type { PublicTimelineEntry } from '@hrt/shared/schemas/timeline';
import { History, Plus } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useCan } from '@/lib/auth/session-context';
import { lazyComponent, useOnceTrue } from '@/lib/lazy-component';
import { useTimelineEntries } from '../api/get-timeline-entries';
import { EntryCard } from '../components/entry-card';

// The editing dialogs (members only) and the photo viewer load when first opened: a visitor's
// first view, on a phone above all, needs neither (decision 046).
const TimelineDialogs = lazyComponent(() =>
  import('../components/timeline-dialogs').then((module) => module.TimelineDialogs),
);
const PhotoCarousel = lazyComponent(() =>
  import('../components/photo-carousel').then((module) => module.PhotoCarousel),
);

/** 'The Journey' (/timeline): the public photo journal; members add and edit entries. */
export function TimelinePage() {
  const canEdit = useCan('content.edit');
  const entries = useTimelineEntries();
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
  const dialogsOpened = useOnceTrue(
    formOpen || addingPhotosTo !== null || deleting !== null || deletingPhoto !== null,
  );
  const photoOpened = useOnceTrue(viewing !== null);

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

      <Suspense fallback={null}>
        {dialogsOpened && (
          <TimelineDialogs
            formOpen={formOpen}
            onFormOpenChange={setFormOpen}
            editing={editing}
            addingPhotosTo={addingPhotosTo}
            onCloseAddPhotos={() => setAddingPhotosTo(null)}
            deleting={deleting}
            onCloseDelete={() => setDeleting(null)}
            deletingPhoto={deletingPhoto}
            onCloseDeletePhoto={() => setDeletingPhoto(null)}
          />
        )}
        {photoOpened && (
          <PhotoCarousel
            title={viewing?.entry.title ?? ''}
            photos={viewing?.entry.photos ?? []}
            startIndex={viewing?.index ?? null}
            onClose={() => setViewing(null)}
          />
        )}
      </Suspense>
    </div>
  );
}
