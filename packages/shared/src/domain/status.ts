/** Component status and budget rules. */
import { toPence } from './money.ts';

export const componentStatusOptions = [
  { value: 'In Progress', label: 'In Progress' },
  { value: 'Completed', label: 'Completed' },
  { value: 'In Design', label: 'In Design' },
] as const;

export const DEFAULT_COMPONENT_STATUS = 'IN_PROGRESS';

/** success green, warning blue (in progress), warning yellow (planned), destructive red, neutral. */
export type StatusTone = 'success' | 'info' | 'warning' | 'destructive' | 'neutral';

const has = (status: string, words: readonly string[]) => {
  const lower = status.toLowerCase();
  return words.some((word) => lower.includes(word));
};

/** Classification by keyword, case-insensitive, first match wins in the order below. */
export function classifyStatus(status: string): StatusTone {
  if (has(status, ['complete', 'done', 'finished'])) return 'success';
  if (has(status, ['progress', 'ongoing', 'active'])) return 'info';
  if (has(status, ['plan', 'pending', 'waiting'])) return 'warning';
  if (has(status, ['hold', 'stopped', 'cancelled'])) return 'destructive';
  return 'neutral';
}

/** Indicative progress: complete/done 100, progress/ongoing 65, plan/pending 25, else 0. */
export function statusProgress(status: string): number {
  if (has(status, ['complete', 'done'])) return 100;
  if (has(status, ['progress', 'ongoing'])) return 65;
  if (has(status, ['plan', 'pending'])) return 25;
  return 0;
}

/** 'IN_PROGRESS' -> 'In Progress', for display of stored statuses. */
export function formatStatus(status: string): string {
  if (!status.trim()) return 'No status';
  if (status !== status.toUpperCase()) return status;
  return status
    .toLowerCase()
    .split(/[_\s]+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export type BudgetStatus = 'No Budget Set' | 'Over Budget' | 'Near Budget' | 'Under Budget';

const NEAR_BUDGET_PERCENT = 80;
const OVER_BUDGET_PERCENT = 100;

/** Spent against budget: none -> 'No Budget Set', >= 100 % over, >= 80 % near, else under. */
export function budgetStatus(spent: number, budget: number): BudgetStatus {
  if (!budget || budget <= 0) return 'No Budget Set';
  // Compared in integer pence, so exactly 80 % is 'Near Budget' whatever the float division says.
  const spentHundreds = toPence(spent) * 100;
  const budgetPence = toPence(budget);
  if (spentHundreds >= budgetPence * OVER_BUDGET_PERCENT) return 'Over Budget';
  if (spentHundreds >= budgetPence * NEAR_BUDGET_PERCENT) return 'Near Budget';
  return 'Under Budget';
}

export function budgetPercent(spent: number, budget: number): number {
  if (!budget || budget <= 0) return 0;
  return (spent / budget) * 100;
}

/** Bar colour: below 30 % success, below 70 % warning, otherwise destructive. */
export function budgetBarTone(percent: number): 'success' | 'warning' | 'destructive' {
  if (percent < 30) return 'success';
  if (percent < 70) return 'warning';
  return 'destructive';
}
