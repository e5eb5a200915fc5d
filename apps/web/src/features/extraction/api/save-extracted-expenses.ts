import type { CreateExpenseInput } from '@hrt/shared/schemas/expenses';
import type { ExtractedExpense } from '@hrt/shared/schemas/extraction';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestOptions } from '@/lib/api-client';
import { oneAction } from '@/lib/one-action';
import { queryKeys } from '@/lib/query-keys';
import { attachReceipt, canBeReceipt } from './attach-receipt';
import { createExpense } from './create-expense';

/** An extracted row as the expense it becomes, in the component the document was read for. */
function extractedToExpense(
  row: ExtractedExpense,
  componentId: string,
  supplier: string,
): CreateExpenseInput {
  return {
    component_id: componentId,
    description: row.description,
    // A row the reader found no supplier for takes the document's.
    supplier: row.supplier || supplier,
    product: row.product,
    quantity: row.quantity,
    rrp: row.rrp,
    trade_discount: row.trade_discount,
    discount: row.discount,
    add_vat: row.add_vat,
    // The rate and the invoice's date the document stated.
    vat_rate: row.vat_rate,
    invoice_date: row.invoice_date,
    invoice_number: row.invoice_number,
    // Offered from the receipt and left for the person to clear; never with an account.
    amount_paid: row.amount_paid,
    link: row.link,
    committed: row.committed,
  };
}

export interface ExtractedSave {
  rows: ExtractedExpense[];
  componentId: string;
  supplier: string;
  /** The document read: kept as each new expense's receipt. */
  file: File;
  onProgress: (done: number, total: number) => void;
}

export interface ExtractedOutcome {
  /** The review rows now stored (by their temporary ids). */
  saved: string[];
  /** Each row refused, with why; the others were still sent. */
  failed: { id: string; error: unknown }[];
  /** Stored rows whose receipt could not be attached. */
  receiptsFailed: number;
}

/** POST /api/expenses, then POST /api/expenses/{id}/receipt with the document. */
async function saveOne(
  row: ExtractedExpense,
  save: ExtractedSave,
  keepFile: boolean,
  action: Pick<RequestOptions, 'headers'>,
) {
  const body = extractedToExpense(row, save.componentId, save.supplier);
  const expense = await createExpense(body, action);
  if (!keepFile) return true;
  try {
    await attachReceipt(expense.id, save.file, action);
    return true;
  } catch {
    return false;
  }
}

/**
 * 'Add N Expenses': each row stored, one after another (so they are listed in the document's
 * order), with the document attached as its receipt, all as one action (others are told of one
 * import, not of every row). A refused row does not stop the others; the lists and every total
 * they feed are read again at the end.
 */
export function useSaveExtractedExpenses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (save: ExtractedSave): Promise<ExtractedOutcome> => {
      const outcome: ExtractedOutcome = { saved: [], failed: [], receiptsFailed: 0 };
      const keepFile = canBeReceipt(save.file);
      const action = oneAction();
      for (const [index, row] of save.rows.entries()) {
        save.onProgress(index + 1, save.rows.length);
        try {
          if (!(await saveOne(row, save, keepFile, action))) outcome.receiptsFailed += 1;
          outcome.saved.push(row.id);
        } catch (error) {
          outcome.failed.push({ id: row.id, error });
        }
      }
      return outcome;
    },
    onSettled: () =>
      Promise.all(
        [
          queryKeys.expenses,
          queryKeys.expenseSummaries,
          queryKeys.expenseSummaryAll,
          queryKeys.creditAccounts,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
