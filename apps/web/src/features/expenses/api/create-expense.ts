import { expensesContract } from '@hrt/shared/contracts/expenses';
import type { CreateExpenseInput } from '@hrt/shared/schemas/expenses';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { useRefreshExpenses } from './use-refresh-expenses';

export function createExpense(body: CreateExpenseInput) {
  return callEndpoint(expensesContract.create, { body });
}

export function useCreateExpense() {
  const refresh = useRefreshExpenses();
  return useMutation({ mutationFn: createExpense, onSuccess: refresh });
}
