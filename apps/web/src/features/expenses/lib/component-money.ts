import type { BuildComponent } from '@hrt/shared/schemas/build-components';
import type { ExpenseSummary } from '@hrt/shared/schemas/expense-list';
import type { BudgetChartRow } from '../components/money-chart-sizes';

/** A budget chart bar from a component and its server summary (none yet: nothing spent). */
export function budgetChartRow(
  component: Pick<BuildComponent, 'name' | 'budget'>,
  summary:
    | Pick<ExpenseSummary, 'amount_paid' | 'amount_due_committed' | 'amount_due_speculative'>
    | undefined,
): BudgetChartRow {
  return {
    name: component.name,
    budget: component.budget,
    paid: summary?.amount_paid ?? 0,
    dueCommitted: summary?.amount_due_committed ?? 0,
    dueSpeculative: summary?.amount_due_speculative ?? 0,
  };
}
