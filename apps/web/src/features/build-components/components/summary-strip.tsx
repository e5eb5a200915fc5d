import { sumPounds } from '@hrt/shared/domain/money';
import { contingencyLeft, topLevelBudgetTotal } from '@hrt/shared/domain/project-budget';
import { formatCurrency } from '@hrt/shared/format';
import type { BuildComponent } from '@hrt/shared/schemas/build-components';
import type { ExpenseSummaries } from '@hrt/shared/schemas/expense-list';
import type { ProjectBudget } from '@hrt/shared/schemas/project-budget';
import { Pencil } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusBadge } from './status-badge';

interface Figure {
  label: string;
  value: number;
  note?: string | undefined;
}

/**
 * The overview's figures, each pound once (decision 057): the budget is the project's when set,
 * else the top-level components'; the money adds the top-level components' figures, a room's
 * holding its design items' and services'. Name and Status only when exactly one is given.
 */
export function SummaryStrip({
  components,
  summaries,
  projectBudget,
  loading,
  onEditBudget,
}: {
  components: BuildComponent[];
  summaries: ExpenseSummaries | undefined;
  projectBudget: ProjectBudget | undefined;
  loading?: boolean;
  /** Offered to those who may set the project budget. */
  onEditBudget?: (() => void) | undefined;
}) {
  const single = components.length === 1 ? components[0] : undefined;
  return (
    <Card className="grid gap-3 p-4">
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
        {overviewFigures(components, summaries, projectBudget).map((figure) => (
          <div key={figure.label} className="grid content-start gap-1">
            <dt className="text-xs text-muted-foreground">{figure.label}</dt>
            <dd className="font-semibold tabular">
              {loading ? <Skeleton className="h-5 w-20" /> : formatCurrency(figure.value)}
            </dd>
            {figure.note && !loading && (
              <dd className="text-xs text-muted-foreground">{figure.note}</dd>
            )}
          </div>
        ))}
      </dl>
      {onEditBudget && (
        <div>
          <Button size="sm" variant="outline" onClick={onEditBudget}>
            <Pencil aria-hidden="true" />{' '}
            {projectBudget?.budget === null ? 'Set project budget' : 'Edit project budget'}
          </Button>
        </div>
      )}
    </Card>
  );
}

function overviewFigures(
  components: BuildComponent[],
  summaries: ExpenseSummaries | undefined,
  projectBudget: ProjectBudget | undefined,
): Figure[] {
  // A room's summary holds its children's, so only the top level is added up.
  const topLevel = components.filter((component) => !component.parent_id);
  const sum = (pick: (s: ExpenseSummaries[string]) => number) =>
    sumPounds(topLevel.map((c) => (summaries?.[c.id] ? pick(summaries[c.id]!) : 0)));
  const projectSet = projectBudget?.budget != null;
  const budget = projectBudget?.budget ?? topLevelBudgetTotal(components);
  const reserve = projectBudget?.contingency_amount ?? 0;
  return [
    {
      label: 'Budget',
      value: budget,
      note: projectSet ? 'Project budget' : 'Rooms and items without a room',
    },
    ...(reserve > 0
      ? contingencyFigures(
          budget,
          reserve,
          projectBudget!,
          sum((s) => s.committed_total),
        )
      : []),
    { label: 'Amount Paid', value: sum((s) => s.amount_paid) },
    { label: 'Amount Due (Committed)', value: sum((s) => s.amount_due_committed) },
    { label: 'Amount Due (Speculative)', value: sum((s) => s.amount_due_speculative) },
    // The VAT the expenses' totals hold, for a builder reclaiming it.
    { label: 'VAT', value: sum((s) => s.vat_total) },
  ];
}

/** The reserve inside the budget, and what the committed costs have left of it. */
function contingencyFigures(
  budget: number,
  reserve: number,
  projectBudget: ProjectBudget,
  committed: number,
): Figure[] {
  const { kind, value } = projectBudget.contingency;
  return [
    {
      label: 'Contingency',
      value: reserve,
      note: kind === 'percent' ? `${value} % of the budget` : 'Kept aside in the budget',
    },
    {
      label: 'Contingency Left',
      value: contingencyLeft(budget, reserve, committed),
      note: `After ${formatCurrency(committed)} committed`,
    },
  ];
}
