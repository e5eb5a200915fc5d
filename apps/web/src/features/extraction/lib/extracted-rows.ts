import { computeExpenseTotals } from '@hrt/shared/domain/money';
import type { ExtractedExpense } from '@hrt/shared/schemas/extraction';

/** An edited row gets its total again from the one shared formula. */
export function withTotal(row: ExtractedExpense): ExtractedExpense {
  return { ...row, total_cost: computeExpenseTotals(row).total_cost };
}
