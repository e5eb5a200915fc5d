import { expensesContract } from '@hrt/shared/contracts/expenses';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { creditKeys } from './credit-keys';

/** The expenses paid from an account, through the expense list filtered by that account. */
function fetchAccountExpenses(accountId: string) {
  return callEndpoint(expensesContract.list, {
    query: { paid_by_account_id: accountId, limit: 1000 },
  });
}

/** Loaded when the account's list is opened. */
export function useAccountExpenses(accountId: string, enabled: boolean) {
  return useQuery({
    queryKey: creditKeys.expenses(accountId),
    enabled,
    queryFn: () => fetchAccountExpenses(accountId),
  });
}
