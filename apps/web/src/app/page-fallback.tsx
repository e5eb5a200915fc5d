import type { ComponentType } from 'react';
import { PageHeading } from '@/components/page-heading';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { pageHeading } from '@/config/page-headings';
import type { PathName } from '@/config/paths';
import { ExpensesPageSkeleton } from '@/features/expenses/components/expenses-page-skeleton';
import { cn } from '@/lib/cn';

/**
 * Pages whose first view is drawn whole before their code arrives: where the largest thing on
 * a phone's first screen is the page's own (the charts' cards on /expenses), it is on screen
 * with the app's frame, not a second later (decision 050).
 */
const pageSkeletons: Partial<Record<PathName, ComponentType<{ message?: string }>>> = {
  expenses: ExpensesPageSkeleton,
};

/**
 * What a page shows until it can show itself (its code loading, the session being checked):
 * its skeleton when it has one in the first script, else its heading where the page puts it,
 * when it has one there, and the loading view below.
 */
export function PageFallback({ name, message }: { name: PathName; message?: string }) {
  const Skeleton = pageSkeletons[name];
  if (Skeleton) return <Skeleton message={message} />;
  const heading = pageHeading(name);
  if (!heading) return <LoadingScreen inline message={message} />;
  return (
    <div className={cn('grid w-full min-w-0 gap-6', heading.frame)}>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <PageHeading title={heading.title} description={heading.description} />
      </header>
      <LoadingScreen inline message={message} />
    </div>
  );
}
