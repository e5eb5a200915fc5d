import { formatDate } from '@hrt/shared/format';
import { describeTrashContents, type TrashEntry } from '@hrt/shared/schemas/trash';
import { RotateCcw, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

/** '7 Mar 2026, 14:05', as the outbox shows its times. */
function formatDateTime(value: string): string {
  return `${formatDate(value)}, ${time.format(new Date(value))}`;
}

/**
 * One deleted item: what it was (with what went with it), who deleted it and when, when it
 * goes for good, and 'Restore' (whoever may delete it) or 'Delete forever' (the owner).
 */
export function TrashEntryCard({
  entry,
  canPurge,
  busy,
  onRestore,
  onPurge,
}: {
  entry: TrashEntry;
  canPurge: boolean;
  busy: boolean;
  onRestore: () => void;
  onPurge: () => void;
}) {
  const what = describeTrashContents(entry.name, entry.contents);
  return (
    <li
      aria-label={`${entry.label}: ${what}`}
      className="grid gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
    >
      <div className="grid min-w-0 gap-1">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <Badge variant="neutral">{entry.label}</Badge>
          <p className="min-w-0 break-words font-medium">{what}</p>
        </div>
        <p className="break-words text-sm text-muted-foreground">
          Deleted by {entry.deleted_by} on{' '}
          <time dateTime={entry.deleted_at}>{formatDateTime(entry.deleted_at)}</time>
        </p>
        <p className="text-sm text-muted-foreground">
          Removed for good on <time dateTime={entry.purge_at}>{formatDate(entry.purge_at)}</time>
        </p>
      </div>
      {(entry.can_restore || canPurge) && (
        <div className="grid grid-cols-2 gap-2 sm:flex sm:justify-end">
          {entry.can_restore && (
            <Button
              variant="outline"
              disabled={busy}
              aria-label={`Restore ${entry.name}`}
              onClick={onRestore}
            >
              <RotateCcw aria-hidden="true" />
              Restore
            </Button>
          )}
          {canPurge && (
            <Button
              variant="outline"
              className="text-destructive hover:text-destructive"
              disabled={busy}
              aria-label={`Delete forever: ${entry.name}`}
              onClick={onPurge}
            >
              <Trash2 aria-hidden="true" />
              Delete forever
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
