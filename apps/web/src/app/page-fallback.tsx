import { PageHeading } from '@/components/page-heading';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { pageHeading } from '@/config/page-headings';
import type { PathName } from '@/config/paths';
import { cn } from '@/lib/cn';

/**
 * What a page shows until it can show itself (its code loading, the session being checked):
 * its heading where the page puts it, when the page has one in the first script, and the
 * loading view below.
 */
export function PageFallback({ name, message }: { name: PathName; message?: string }) {
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
