import { expensesContract } from '@hrt/shared/contracts/expenses';
import type { CreateExpenseInput } from '@hrt/shared/schemas/expenses';
import { useMutation } from '@tanstack/react-query';
import type { RequestOptions } from '@/lib/api-client';
import { callEndpoint } from '@/lib/call-endpoint';
import { useRefreshExpenses } from './use-refresh-expenses';

/** `options` may make it part of a batch (oneAction). */
export function createExpense(body: CreateExpenseInput, options?: Pick<RequestOptions, 'headers'>) {
  return callEndpoint(expensesContract.create, { body }, options);
}

export function useCreateExpense() {
  const refresh = useRefreshExpenses();
  return useMutation({
    mutationFn: (body: CreateExpenseInput) => createExpense(body),
    onSuccess: refresh,
  });
}
