import type { TrashHook } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { applyExpensePayment } from '../credit/service.ts';
import { listSummaryIds, recomputeSummary } from './summaries-repository.ts';
import { lockSummaries } from './summary-locks.ts';

type JsonRow = Record<string, unknown>;

/**
 * Expenses in the trash count nowhere: leaving takes their payments back from the accounts
 * and their figures out of their components' totals; a restore adds both again.
 */
export const expenseTrashHook: TrashHook = {
  afterRemove: (tx, rows) => settle(tx, rows, 'remove'),
  afterRestore: (tx, rows) => settle(tx, rows, 'restore'),
};

async function settle(tx: Database, rows: JsonRow[], way: 'remove' | 'restore'): Promise<void> {
  const componentIds = [...new Set(rows.map((row) => String(row.component_id)))];
  await lockSummaries(tx, componentIds);
  for (const row of rows) {
    const payment = {
      accountId: (row.paid_by_account_id as string | null) ?? null,
      amountPaid: Number(row.amount_paid ?? 0),
    };
    await applyExpensePayment(
      tx,
      way === 'remove' ? payment : null,
      way === 'restore' ? payment : null,
    );
  }
  // A component that went to the trash with its expenses has no summary to update.
  for (const componentId of await listSummaryIds(tx, componentIds)) {
    await recomputeSummary(tx, componentId);
  }
}
