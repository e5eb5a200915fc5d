import { type MoneyTotals, totalExpenses } from '@hrt/shared/domain/money';
import type { BuildComponent } from '@hrt/shared/schemas/components';
import type { Expense } from '@hrt/shared/schemas/expenses';
import type { BudgetChartRow } from '../components/money-charts';

/** Each component's totals from one pass over the expenses. */
export function totalsByComponent(expenses: Expense[]): Map<string, MoneyTotals> {
  const groups = new Map<string, Expense[]>();
  for (const expense of expenses) {
    const group = groups.get(expense.room_id);
    if (group) group.push(expense);
    else groups.set(expense.room_id, [expense]);
  }
  return new Map([...groups].map(([id, group]) => [id, totalExpenses(group)]));
}

export function budgetChartRow(
  component: BuildComponent,
  totals: MoneyTotals | undefined,
): BudgetChartRow {
  return {
    name: component.name,
    budget: component.budget,
    paid: totals?.amount_paid ?? 0,
    dueCommitted: totals?.amount_due_committed ?? 0,
    dueSpeculative: totals?.amount_due_speculative ?? 0,
  };
}
