import { expensePaymentsContract } from '@hrt/shared/contracts/expenses';
import type { CreateExpensePaymentInput } from '@hrt/shared/schemas/expense-payments';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { useRefreshExpenses } from './use-refresh-expenses';

/** Records a payment towards an expense; answers the expense as it now stands. */
export function addPayment(expenseId: string, body: CreateExpensePaymentInput) {
  return callEndpoint(expensePaymentsContract.add, { params: { id: expenseId }, body });
}

/** The lists, summaries and accounts are read again: the payment may move a balance. */
export function useAddPayment() {
  const refresh = useRefreshExpenses();
  return useMutation({
    mutationFn: ({ expenseId, body }: { expenseId: string; body: CreateExpensePaymentInput }) =>
      addPayment(expenseId, body),
    onSuccess: refresh,
  });
}
