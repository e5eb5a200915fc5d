import { computeExpenseTotals } from '@hrt/shared/domain/money';
import type { ExtractedExpense } from '@hrt/shared/schemas/extraction';

/**
 * An edited row gets its total again from the one shared formula; a row the receipt shows paid
 * stays paid in full at its new total.
 */
export function withTotal(row: ExtractedExpense): ExtractedExpense {
  const totalCost = computeExpenseTotals(row).total_cost;
  const amountPaid = row.paid_on_receipt ? Math.max(totalCost, 0) : row.amount_paid;
  return { ...row, total_cost: totalCost, amount_paid: amountPaid };
}
