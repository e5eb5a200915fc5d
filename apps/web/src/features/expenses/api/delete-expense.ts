import { expensesContract } from '@hrt/shared/contracts/expenses';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { useRefreshExpenses } from './use-refresh-expenses';

export function useDeleteExpense() {
  const refresh = useRefreshExpenses();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(expensesContract.remove, { params: { id } }),
    onSuccess: refresh,
  });
}
