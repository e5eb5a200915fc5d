import type { ComponentProps } from 'react';
import { lazy, Suspense } from 'react';
import { TableSkeleton } from './table-skeleton';

// The table, its grid and its dialog load with the component page's expense section, not in
// the page's own chunk: /expenses shares that code, and would otherwise load the component
// page (its ideas, documents and history) to get it (issue 30).
const ComponentExpenseTable = lazy(() =>
  import('./component-expense-table').then((module) => ({ default: module.ComponentExpenses })),
);

/** A component detail page's expense table: its rows page by page, editable by its editors. */
export function ComponentExpenses(props: ComponentProps<typeof ComponentExpenseTable>) {
  return (
    <Suspense fallback={<TableSkeleton />}>
      <ComponentExpenseTable {...props} />
    </Suspense>
  );
}
