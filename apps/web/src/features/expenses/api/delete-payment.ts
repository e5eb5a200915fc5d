import { expensePaymentsContract } from '@hrt/shared/contracts/expenses';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { useRefreshExpenses } from './use-refresh-expenses';

/**
 * Removes one payment of an expense (its account gets the amount back); answers the expense as
 * it now stands. A removed payment is not in the trash: recording it again is the way back.
 */
export function useDeletePayment() {
  const refresh = useRefreshExpenses();
  return useMutation({
    mutationFn: ({ expenseId, paymentId }: { expenseId: string; paymentId: string }) =>
      callEndpoint(expensePaymentsContract.remove, { params: { id: expenseId, paymentId } }),
    onSuccess: refresh,
  });
}
