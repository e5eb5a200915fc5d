import type { Database } from '../../db/client.ts';
import { findStoredFiles } from '../files/service.ts';
import { listPaymentsOf, type PaymentRow } from './payments-repository.ts';
import {
  type ExpenseFilter,
  type ExpenseWithKey,
  findExpenseWithKey,
  listExpensePageRows,
  type PageKey,
} from './repository.ts';

/**
 * An expense with what the API shows of its receipt (the file is the files module's row) and
 * its payments.
 */
export interface ExpenseWithReceipt extends ExpenseWithKey {
  receipt: { fileName: string; contentType: string } | null;
  payments: PaymentRow[];
}

/** Adds each expense's receipt and payments in two more reads, whatever the number of rows. */
async function withReceipts(db: Database, rows: ExpenseWithKey[]): Promise<ExpenseWithReceipt[]> {
  const [files, payments] = await Promise.all([
    findStoredFiles(
      { tx: db },
      rows.map((row) => row.expense.receiptFileId),
    ),
    listPaymentsOf(
      db,
      rows.map((row) => row.expense.id),
    ),
  ]);
  return rows.map((row) => {
    const file = row.expense.receiptFileId ? files.get(row.expense.receiptFileId) : undefined;
    // As a join would: no name, no receipt to show.
    const receipt = file?.originalName
      ? { fileName: file.originalName, contentType: file.contentType }
      : null;
    return { ...row, receipt, payments: payments.get(row.expense.id) ?? [] };
  });
}

/** One page in (created_at, id) order, after `after`, with receipts: two queries a page. */
export async function listExpensePage(
  db: Database,
  options: ExpenseFilter & { limit: number; after?: PageKey | undefined },
): Promise<ExpenseWithReceipt[]> {
  return withReceipts(db, await listExpensePageRows(db, options));
}

export async function findExpenseWithReceipt(
  db: Database,
  id: string,
): Promise<ExpenseWithReceipt | undefined> {
  const row = await findExpenseWithKey(db, id);
  return row && (await withReceipts(db, [row]))[0];
}
