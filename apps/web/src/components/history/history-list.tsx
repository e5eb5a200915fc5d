import { formatDate } from '@hrt/shared/format';
import type {
  HistoryEntry,
  HistoryFieldChange,
  HistoryResourceType,
} from '@hrt/shared/schemas/history';
import { History } from 'lucide-react';
import { EmptyState, ErrorState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useHistory } from '@/lib/shared-queries/history';

const actionLabels: Record<HistoryEntry['action'], string> = {
  created: 'Created',
  updated: 'Updated',
  deleted: 'Deleted',
  restored: 'Restored',
};

const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

/** '7 Mar 2026, 14:05', in the reader's own time zone. */
export function formatWhen(at: string): string {
  const date = new Date(at);
  return `${formatDate(date)}, ${time.format(date)}`;
}

/** 'Amount paid: £120.00 -> £340.00'; an empty side (or an item not there yet) is '—'. */
function describeChange(change: HistoryFieldChange): string {
  return `${change.label}: ${change.before ?? '—'} -> ${change.after ?? '—'}`;
}

/**
 * An item's changes, newest first: what was done, when, by whom (their display name, else their
 * e-mail, as the notification feed names them), and each field's old and new value in words
 * (the server words them). Mounted only when the history is opened, so it is read then and
 * never holds up the screen.
 */
export function HistoryList({
  resourceType,
  resourceId,
}: {
  resourceType: HistoryResourceType;
  resourceId: string;
}) {
  const history = useHistory(resourceType, resourceId);
  if (history.isPending) {
    return (
      <div aria-busy="true" className="grid gap-2">
        <span className="sr-only">Loading history...</span>
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  }
  if (history.error) {
    return (
      <ErrorState
        message={errorMessage(history.error, 'Failed to load the history.')}
        onRetry={() => void history.refetch()}
      />
    );
  }
  if (history.data.items.length === 0) {
    return (
      <EmptyState
        icon={History}
        title="No changes recorded yet."
        description="Changes made from now on are listed here."
        className="p-4"
      />
    );
  }
  return (
    <ol className="grid gap-2" aria-label="Changes, newest first">
      {history.data.items.map((entry) => (
        <HistoryItem key={entry.id} entry={entry} />
      ))}
    </ol>
  );
}

function HistoryItem({ entry }: { entry: HistoryEntry }) {
  return (
    <li className="grid gap-1 rounded-lg border p-3 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
        <span className="font-medium">{actionLabels[entry.action]}</span>
        <time dateTime={entry.at} className="text-xs text-muted-foreground tabular">
          {formatWhen(entry.at)}
        </time>
      </div>
      <p className="text-xs break-all text-muted-foreground">
        by {entry.actor_name ?? entry.actor_email}
      </p>
      {entry.changes.length > 0 && (
        <ul className="mt-1 grid gap-0.5">
          {entry.changes.map((change) => (
            <li key={change.field} className="break-words tabular">
              {describeChange(change)}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
