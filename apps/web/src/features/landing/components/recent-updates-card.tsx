import { formatShortDate } from '@hrt/shared/format';
import { ArrowRight, History } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useRecentEntries } from '../api/get-recent-entries';
import type { RecentEntry } from '../recent-entries';
import { EntryThumbnails } from './entry-thumbnails';

function safeShortDate(value: string): string {
  const text = value ? formatShortDate(value) : '';
  return text === 'Invalid Date' ? '' : text;
}

function EntryRow({ entry }: { entry: RecentEntry }) {
  const date = safeShortDate(entry.date);
  return (
    <li className="flex gap-4 py-4 first:pt-0 last:pb-0">
      <div className="flex h-12 w-14 shrink-0 items-center justify-center rounded-lg bg-muted text-center text-xs font-semibold text-muted-foreground tabular">
        {date ? (
          <time dateTime={entry.date}>{date}</time>
        ) : (
          <History className="size-4" aria-hidden="true" />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <h3 className="font-medium break-words">{entry.title}</h3>
        {entry.description && (
          <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{entry.description}</p>
        )}
        <EntryThumbnails urls={entry.photoUrls} />
      </div>
    </li>
  );
}

/** The home page's Recent Updates card: the first three journal entries. */
export function RecentUpdatesCard({ className }: { className?: string }) {
  const entries = useRecentEntries();

  return (
    <Card className={cn('flex flex-col', className)}>
      <CardHeader className="flex-row items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-base leading-tight font-semibold">
          <History className="size-4 text-muted-foreground" aria-hidden="true" />
          Recent Updates
        </h2>
        <Button variant="ghost" size="sm" asChild className="-mr-2 text-primary">
          <Link to={paths.timeline.href()}>
            View All
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardHeader>
      <CardContent className="flex-1">
        {entries.isPending ? (
          <div aria-busy="true" className="grid gap-4">
            <p className="text-sm text-muted-foreground">Loading recent updates...</p>
            {[0, 1].map((row) => (
              <div key={row} className="grid gap-2">
                <Skeleton className="h-4 w-2/3" />
                <Skeleton className="h-3 w-full" />
              </div>
            ))}
          </div>
        ) : entries.data && entries.data.length > 0 ? (
          <ul className="divide-y">
            {entries.data.map((entry) => (
              <EntryRow key={entry.id} entry={entry} />
            ))}
          </ul>
        ) : (
          // A failed load was logged; the card then reads like an empty journal.
          <EmptyState
            icon={History}
            title="No timeline entries yet"
            description="Photos and milestones of the renovation will appear here."
            action={
              <Button variant="outline" size="sm" asChild>
                <Link to={paths.timeline.href()}>View Timeline</Link>
              </Button>
            }
          />
        )}
      </CardContent>
    </Card>
  );
}
