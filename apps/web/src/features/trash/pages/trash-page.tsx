import { describeTrashContents, TRASH_DAYS, type TrashEntry } from '@hrt/shared/schemas/trash';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDelete } from '@/components/confirm-delete';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/auth/session-context';
import { useRestoreTrashEntry } from '@/lib/restore-trash-entry';
import { useTrashList } from '../api/list-trash';
import { usePurgeTrashEntry } from '../api/purge-trash-entry';
import { TrashEntryCard } from '../components/trash-entry-card';

const KEPT = `Deleted items stay here for ${TRASH_DAYS} days, then they are removed for good.`;

/**
 * /trash, for whoever may delete things (canUseTrash): deleted items newest first, each with
 * 'Restore' (when the reader may) and, for the owner, 'Delete forever'.
 */
export function TrashPage() {
  const { role } = useSession();
  const isOwner = role === 'owner';
  const trash = useTrashList();
  const restore = useRestoreTrashEntry();
  const purge = usePurgeTrashEntry();
  const [purging, setPurging] = useState<TrashEntry | null>(null);
  // What the confirmation speaks of: kept while it closes, so its words do not flicker.
  const [shown, setShown] = useState<TrashEntry | null>(null);
  const entries = trash.data?.pages.flatMap((page) => page.items) ?? [];
  const busyId = restore.isPending
    ? restore.variables
    : purge.isPending
      ? purge.variables
      : undefined;

  const restoreEntry = (entry: TrashEntry) =>
    restore.mutate(entry.id, {
      onSuccess: () => void toast.success(`${entry.label} restored.`),
      // restore_parent_first: the server says what to restore first.
      onError: (error) => void toast.error(errorMessage(error, 'Failed to restore. Try again.')),
    });

  const purgeEntry = (entry: TrashEntry) =>
    purge.mutate(entry.id, {
      onSuccess: () => void toast.success(`${entry.label} deleted for good.`),
      onError: (error) => void toast.error(errorMessage(error, 'Failed to delete. Try again.')),
    });

  return (
    <div className="mx-auto grid w-full max-w-4xl min-w-0 gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">Trash</h1>
        <p className="text-sm text-muted-foreground">{KEPT}</p>
      </header>

      {trash.isPending ? (
        <div aria-busy="true" className="grid gap-3">
          <span className="sr-only">Loading the trash...</span>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-28 w-full rounded-xl" />
          ))}
        </div>
      ) : trash.isError && !entries.length ? (
        <ErrorState
          message={errorMessage(trash.error, 'The trash could not be loaded.')}
          onRetry={() => void trash.refetch()}
        />
      ) : entries.length === 0 ? (
        <EmptyState icon={Trash2} title="The trash is empty." description={KEPT} />
      ) : (
        <ul aria-label="Deleted items" className="grid gap-3">
          {entries.map((entry) => (
            <TrashEntryCard
              key={entry.id}
              entry={entry}
              canPurge={isOwner}
              busy={busyId === entry.id}
              onRestore={() => restoreEntry(entry)}
              onPurge={() => {
                setPurging(entry);
                setShown(entry);
              }}
            />
          ))}
        </ul>
      )}
      {trash.hasNextPage && (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={trash.isFetchingNextPage}
          onClick={() => void trash.fetchNextPage()}
        >
          {trash.isFetchingNextPage ? 'Loading...' : 'Load more'}
        </Button>
      )}

      <ConfirmDelete
        item={purging}
        onClose={() => setPurging(null)}
        title={`Delete ${shown?.name ?? 'this item'} forever?`}
        description={`${shown ? describeTrashContents(shown.name, shown.contents) : 'It'} will be removed for good, with any files. This cannot be undone.`}
        onConfirm={purgeEntry}
      />
    </div>
  );
}
