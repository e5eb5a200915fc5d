import { expensePaymentsContract } from '@hrt/shared/contracts/expenses';
import type { ExpensePaymentInput } from '@hrt/shared/schemas/expense-payments';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { useRefreshExpenses } from './use-refresh-expenses';

/** Replaces one payment of an expense; answers the expense as it now stands. */
export function useUpdatePayment() {
  const refresh = useRefreshExpenses();
  return useMutation({
    mutationFn: ({
      expenseId,
      paymentId,
      body,
    }: {
      expenseId: string;
      paymentId: string;
      body: ExpensePaymentInput;
    }) =>
      callEndpoint(expensePaymentsContract.update, {
        params: { id: expenseId, paymentId },
        body,
      }),
    onSuccess: refresh,
  });
}
