import { BellOff } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { useNotificationList } from '../api/list-notifications';
import { NotificationItem } from './notification-item';

/**
 * The feed inside the panel; it mounts only while the panel is open, so it loads then. Each item
 * is one action (a plan applied, a batch saved: one line); `onNavigate` closes the panel when a
 * link is followed.
 */
export function NotificationList({ onNavigate }: { onNavigate: () => void }) {
  const list = useNotificationList(true);

  if (list.isPending) {
    return (
      <div className="grid gap-3 p-4" aria-busy="true">
        <span className="sr-only">Loading notifications...</span>
        {[0, 1, 2].map((row) => (
          <div key={row} className="grid gap-1.5">
            <Skeleton className="h-4 w-4/5" />
            <Skeleton className="h-3 w-1/3" />
          </div>
        ))}
      </div>
    );
  }

  const items = list.data?.pages.flat() ?? [];
  if (items.length === 0) {
    // A failed load is only logged; the panel then reads like an empty feed.
    return (
      <div className="flex flex-col items-center gap-2 px-4 py-8 text-center text-sm text-muted-foreground">
        <BellOff className="size-6" aria-hidden="true" />
        <p>You're all caught up.</p>
      </div>
    );
  }

  return (
    <ul className="min-h-0 flex-1 divide-y overflow-y-auto">
      {items.map((item) => (
        <NotificationItem key={item.id} item={item} onNavigate={onNavigate} />
      ))}
      {list.hasNextPage && (
        <li className="px-4 py-2 text-center">
          <button
            type="button"
            className="text-sm font-medium text-primary underline-offset-4 hover:underline disabled:opacity-50"
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {list.isFetchingNextPage ? 'Loading...' : 'Show older'}
          </button>
        </li>
      )}
    </ul>
  );
}
