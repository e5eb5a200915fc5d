import { Skeleton } from '@/components/ui/skeleton';

/** The table's place while its rows (or its code) load. */
export function TableSkeleton() {
  return (
    <div className="grid gap-2" role="status">
      <span className="sr-only">Loading expenses...</span>
      {[0, 1, 2, 3].map((key) => (
        <Skeleton key={key} className="h-11 w-full" />
      ))}
    </div>
  );
}
