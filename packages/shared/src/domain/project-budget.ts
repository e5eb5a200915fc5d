import { toPence, toPounds } from './money.ts';

/** The reserve kept inside the project budget: pounds, or a percentage of the budget. */
export interface Contingency {
  kind: 'amount' | 'percent';
  value: number;
}

/** What the budget's figures need of a component (decision 057). */
export interface BudgetedComponent {
  id: string;
  budget: number;
  parent_id: string | null;
}

/**
 * The components' budgets with each pound once: every top-level component's (rooms, and items
 * with no room), plus a child's only when its room has no budget of its own, so that the
 * kitchen's £18,000 is not added again to its units' £9,000, and units under a room with no
 * budget are not lost. A parent that is not in the list (in the trash) counts as none.
 */
export function topLevelBudgetTotal(components: readonly BudgetedComponent[]): number {
  const budgetOf = new Map(components.map((component) => [component.id, component.budget]));
  let pence = 0;
  for (const component of components) {
    const parentBudget = component.parent_id ? budgetOf.get(component.parent_id) : undefined;
    if (parentBudget === undefined || parentBudget === 0) pence += toPence(component.budget);
  }
  return toPounds(pence);
}

/** The contingency in pounds: a percentage is of the budget, rounded to the penny. */
export function contingencyAmount(budget: number, contingency: Contingency): number {
  if (contingency.kind === 'amount') return contingency.value;
  return toPounds(Math.round((toPence(budget) * Math.round(contingency.value * 100)) / 10_000));
}

/**
 * What is left of the contingency once the committed costs have used up the rest of the
 * budget: all of it while they stay within budget minus contingency, nothing once they reach
 * the budget.
 */
export function contingencyLeft(budget: number, reserve: number, committed: number): number {
  const headroom = toPence(budget) - toPence(committed);
  return toPounds(Math.max(0, Math.min(toPence(reserve), headroom)));
}
