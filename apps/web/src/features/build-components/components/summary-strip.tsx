import { sumPounds } from '@hrt/shared/domain/money';
import { formatCurrency } from '@hrt/shared/format';
import type { BuildComponent } from '@hrt/shared/schemas/build-components';
import type { ExpenseSummaries } from '@hrt/shared/schemas/expenses';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusBadge } from './status-badge';

/**
 * Budget and money of the given components; Name and Status only when exactly one is given
 *.
 */
export function SummaryStrip({
  components,
  summaries,
  loading,
}: {
  components: BuildComponent[];
  summaries: ExpenseSummaries | undefined;
  loading?: boolean;
}) {
  const sum = (pick: (s: ExpenseSummaries[string]) => number) =>
    sumPounds(components.map((c) => (summaries?.[c.id] ? pick(summaries[c.id]!) : 0)));
  const single = components.length === 1 ? components[0] : undefined;
  const figures = [
    { label: 'Budget', value: sumPounds(components.map((c) => c.budget)) },
    { label: 'Amount Paid', value: sum((s) => s.amount_paid) },
    { label: 'Amount Due (Committed)', value: sum((s) => s.amount_due_committed) },
    { label: 'Amount Due (Speculative)', value: sum((s) => s.amount_due_speculative) },
    // The VAT the expenses' totals hold, for a builder reclaiming it.
    { label: 'VAT', value: sum((s) => s.vat_total) },
  ];
  return (
    <Card className="p-4">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:flex sm:flex-wrap sm:gap-x-8">
        {single && (
          <>
            <div className="col-span-2 grid gap-1 sm:col-span-1">
              <dt className="text-xs text-muted-foreground">Name</dt>
              <dd className="font-semibold">{single.name}</dd>
            </div>
            <div className="grid gap-1">
              <dt className="text-xs text-muted-foreground">Status</dt>
              <dd>
                <StatusBadge status={single.status} />
              </dd>
            </div>
          </>
        )}
        {figures.map((figure) => (
          <div key={figure.label} className="grid gap-1">
            <dt className="text-xs text-muted-foreground">{figure.label}</dt>
            <dd className="font-semibold tabular">
              {loading ? <Skeleton className="h-5 w-20" /> : formatCurrency(figure.value)}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
