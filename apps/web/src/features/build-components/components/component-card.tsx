import { formatCurrency } from '@hrt/shared/format';
import type { BuildComponent } from '@hrt/shared/schemas/build-components';
import type { ExpenseSummary } from '@hrt/shared/schemas/expense-list';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { BudgetMeter } from './budget-meter';
import { StatusBadge } from './status-badge';
import { componentTypeIcons } from './type-icon';

/**
 * The whole card opens the side drawer; the 'Details' link goes straight to the component's
 * page, so a phone user is one tap from the expense table.
 */
export function ComponentCard({
  component,
  summary,
  summaryLoading,
  belonging,
  onOpen,
}: {
  component: BuildComponent;
  summary: ExpenseSummary | undefined;
  summaryLoading: boolean;
  /** 'In Kitchen' for a child, 'With Kitchen units, Builder' for a room that holds some. */
  belonging?: string | undefined;
  onOpen: (component: BuildComponent) => void;
}) {
  const Icon = componentTypeIcons[component.type];
  return (
    <article
      aria-label={component.name}
      className="relative grid min-w-0 grid-cols-1 gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm transition-colors focus-within:border-ring hover:border-primary/50"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-2">
          <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-accent text-accent-foreground">
            <Icon className="size-4" aria-hidden="true" />
          </span>
          <h3 className="min-w-0 font-semibold leading-tight">
            <button
              type="button"
              className="block w-full truncate text-left outline-none after:absolute after:inset-0 after:rounded-xl after:content-['']"
              onClick={() => onOpen(component)}
              aria-haspopup="dialog"
            >
              {component.name}
            </button>
          </h3>
        </div>
        <StatusBadge status={component.status} />
      </div>
      {belonging && <p className="-mt-1 truncate text-sm text-muted-foreground">{belonging}</p>}
      {summaryLoading ? (
        <Skeleton className="h-9 w-full" />
      ) : (
        <BudgetMeter spent={summary?.committed_total ?? 0} budget={component.budget} />
      )}
      <div className="flex items-end justify-between gap-2 text-sm">
        <p className="text-muted-foreground tabular">
          {summary ? (
            <>
              {summary.count} {summary.count === 1 ? 'expense' : 'expenses'} ·{' '}
              {formatCurrency(summary.unpaid_total)} unpaid
            </>
          ) : summaryLoading ? (
            'Loading...'
          ) : (
            'No expenses yet'
          )}
        </p>
        <Link
          to={paths.component.href(component.type, component.id)}
          className="relative z-10 -m-2 inline-flex min-h-10 items-center gap-0.5 rounded-md p-2 font-medium text-primary hover:underline"
          aria-label={`Details of ${component.name}`}
        >
          Details <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}
