import { PageHeading } from '@/components/page-heading';
import { Skeleton } from '@/components/ui/skeleton';
import { pageHeadings } from '@/config/page-headings';
import { MoneyChartsSkeleton } from './chart-card';
import { MoneyTiles } from './money-tiles';

const noop = () => {};

/** The list's place while its code and first rows load: search, tabs, a few rows. */
export function WorkspaceSkeleton({ message = 'Loading expenses...' }: { message?: string }) {
  return (
    <div className="grid gap-3" role="status">
      <span className="sr-only">{message}</span>
      <Skeleton className="h-10 w-full sm:max-w-sm" />
      <Skeleton className="h-10 w-64" />
      {[0, 1, 2, 3].map((key) => (
        <Skeleton key={key} className="h-11 w-full" />
      ))}
    </div>
  );
}

/**
 * /expenses before its code has arrived (app/page-fallback.tsx): its heading, its tiles' and
 * charts' places with their labels, and the list's place, laid out as the page lays them out
 * while its figures load. On a phone the chart cards' lines are the first view's largest text:
 * drawn here, they are on screen with the app's frame, not a second later (decision 050).
 */
export function ExpensesPageSkeleton({ message }: { message?: string }) {
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <PageHeading {...pageHeadings.expenses} />
      </div>
      <MoneyTiles summary={undefined} onShowPaid={noop} />
      <MoneyChartsSkeleton components={6} />
      <WorkspaceSkeleton message={message} />
    </div>
  );
}
