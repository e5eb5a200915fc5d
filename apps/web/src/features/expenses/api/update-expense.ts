import { expensesContract } from '@hrt/shared/contracts/expenses';
import type { UpdateExpenseInput } from '@hrt/shared/schemas/expenses';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { callEndpoint } from '@/lib/call-endpoint';
import { useRefreshExpenses } from './use-refresh-expenses';

export function updateExpense(id: string, body: UpdateExpenseInput) {
  return callEndpoint(expensesContract.update, { params: { id }, body });
}

export function useUpdateExpense() {
  const refresh = useRefreshExpenses();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateExpenseInput }) => updateExpense(id, body),
    onSuccess: refresh,
  });
}

/** Someone else saved the expense after this client read it (409 stale_update). */
export function isStaleUpdate(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.code === 'stale_update';
}
