import type { ComponentProps } from 'react';
import { Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { lazyComponent } from '@/lib/lazy-component';

// The table, its grid and its dialog load with the component page's expense section, not in
// the page's own chunk: /expenses shares that code and would otherwise load the component
// page (its ideas, documents and history) to get it (decision 045). Nothing here is shared with
// /expenses either, for the same reason: the bundler puts a module two pages share in one of
// their chunks.
const ComponentExpenseTable = lazyComponent(() =>
  import('./component-expense-table').then((module) => module.ComponentExpenses),
);

/** A component detail page's expense table: its rows page by page, editable by its editors. */
export function ComponentExpenses(props: ComponentProps<typeof ComponentExpenseTable>) {
  return (
    <Suspense
      fallback={
        <div role="status">
          <span className="sr-only">Loading expenses...</span>
          <Skeleton className="h-48 w-full" />
        </div>
      }
    >
      <ComponentExpenseTable {...props} />
    </Suspense>
  );
}
