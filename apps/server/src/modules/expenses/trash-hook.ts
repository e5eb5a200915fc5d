import type { TrashHook } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { applyExpensePayment } from '../credit/service.ts';
import { listSummaryIds, recomputeSummary } from './summaries-repository.ts';
import { lockSummaries } from './summary-locks.ts';

type JsonRow = Record<string, unknown>;

/**
 * Expenses in the trash count nowhere: leaving takes their figures out of their components'
 * totals; a restore adds them again. Their payments go and come back with them (a cascading
 * key), and the payments' hook below moves the accounts' balances.
 */
export const expenseTrashHook: TrashHook = {
  afterRemove: (tx, rows) => recomputeSummaries(tx, rows),
  afterRestore: (tx, rows) => recomputeSummaries(tx, rows),
};

/**
 * Payments in the trash were never paid, as far as the accounts know: leaving takes each one
 * back from its account (its `payments_since` and balance, decision 031); a restore applies it
 * again. So a payment that names an account is personal finances both ways, as a direct delete
 * of its expense is (payment-rights.ts).
 */
export const expensePaymentTrashHook: TrashHook = {
  afterRemove: (tx, rows) => applyExpensePayment({ tx }, { before: paymentsOf(rows), after: null }),
  afterRestore: (tx, rows) =>
    applyExpensePayment({ tx }, { before: null, after: paymentsOf(rows) }),
  movesPersonalFinances: (rows) => paymentsOf(rows).some((payment) => payment.accountId !== null),
};

function paymentsOf(rows: JsonRow[]) {
  return rows.map((row) => ({
    accountId: (row.paid_by_account_id as string | null) ?? null,
    amountPaid: Number(row.amount ?? 0),
    paidOn: (row.paid_on as string | null) ?? null,
  }));
}

async function recomputeSummaries(tx: Database, rows: JsonRow[]): Promise<void> {
  const componentIds = [...new Set(rows.map((row) => String(row.component_id)))];
  await lockSummaries(tx, componentIds);
  // A component that went to the trash with its expenses has no summary to update.
  for (const componentId of await listSummaryIds(tx, componentIds)) {
    await recomputeSummary(tx, componentId);
  }
}
