import { expensesContract } from '@hrt/shared/contracts/expenses';
import type { UpdateExpenseInput } from '@hrt/shared/schemas/expenses';
import { useMutation } from '@tanstack/react-query';
import { ApiError, type RequestOptions } from '@/lib/api-client';
import { callEndpoint } from '@/lib/call-endpoint';
import { oneAction } from '@/lib/one-action';
import { useRefreshExpenses } from './use-refresh-expenses';

/** `options` may make it part of a batch (oneAction). */
export function updateExpense(
  id: string,
  body: UpdateExpenseInput,
  options?: Pick<RequestOptions, 'headers'>,
) {
  return callEndpoint(expensesContract.update, { params: { id }, body }, options);
}

export function useUpdateExpense() {
  const refresh = useRefreshExpenses();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateExpenseInput }) => updateExpense(id, body),
    onSuccess: refresh,
  });
}

/** One expense to put back: its values before the edit, with the version the edit returned. */
export interface ExpenseUndo {
  id: string;
  body: UpdateExpenseInput;
}

/**
 * 'Undo' after an edit: each expense's previous values sent as a normal update
 * carrying the `updated_at` the edit returned, so a change someone made since is refused with
 * the usual 409 rather than overwritten. Every one is tried; the first refusal is thrown (the
 * toast tells it), and the lists are read again either way, as after the edit.
 */
export function useUndoExpenseEdits() {
  const refresh = useRefreshExpenses();
  return useMutation({
    mutationFn: async (undos: ExpenseUndo[]) => {
      const failures: unknown[] = [];
      const action = oneAction();
      for (const undo of undos) {
        await updateExpense(undo.id, undo.body, action).catch((error: unknown) =>
          failures.push(error),
        );
      }
      if (failures.length) throw failures[0];
    },
    onSettled: refresh,
  });
}

/** Someone else saved the expense after this client read it (409 stale_update). */
export function isStaleUpdate(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.code === 'stale_update';
}
