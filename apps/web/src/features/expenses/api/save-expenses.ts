import type { CreateExpenseInput, UpdateExpenseInput } from '@hrt/shared/schemas/expenses';
import { useMutation } from '@tanstack/react-query';
import { oneAction } from '@/lib/one-action';
import { createExpense } from './create-expense';
import { updateExpense } from './update-expense';
import { useRefreshExpenses } from './use-refresh-expenses';

/** One row of 'Save Changes': a new expense (its client-made id in the body) or an edit. */
export type ExpenseWrite =
  | { kind: 'create'; id: string; body: CreateExpenseInput }
  | { kind: 'update'; id: string; body: UpdateExpenseInput };

export interface BatchOutcome {
  /** The ids stored, in order. */
  saved: string[];
  /** The version each stored edit (not a new row) was given: what its 'Undo' sends back. */
  versions: Record<string, string>;
  /** Each refused write with its error; the others were still sent. */
  failed: { id: string; error: unknown }[];
}

/**
 * 'Save Changes': the writes one after another (so new rows are stored, and listed, in the
 * order they were added), each refusal kept rather than stopping the batch; one action, so
 * others are told of the save as one notification. The lists are read
 * again once, after the last write, and before the caller drops its local copies.
 */
export function useSaveExpenses() {
  const refresh = useRefreshExpenses();
  return useMutation({
    mutationFn: async ({
      writes,
      onProgress,
    }: {
      writes: ExpenseWrite[];
      onProgress: (done: number, total: number) => void;
    }): Promise<BatchOutcome> => {
      const outcome: BatchOutcome = { saved: [], versions: {}, failed: [] };
      const action = oneAction();
      for (const [index, write] of writes.entries()) {
        onProgress(index + 1, writes.length);
        try {
          if (write.kind === 'create') await createExpense(write.body, action);
          else {
            const updated = await updateExpense(write.id, write.body, action);
            outcome.versions[write.id] = updated.updated_at;
          }
          outcome.saved.push(write.id);
        } catch (error) {
          outcome.failed.push({ id: write.id, error });
        }
      }
      return outcome;
    },
    onSettled: refresh,
  });
}
