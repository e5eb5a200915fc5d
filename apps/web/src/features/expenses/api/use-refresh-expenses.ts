import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryKeys } from '@/lib/query-keys';
import { expenseKeys } from './expense-keys';

/** After any expense write: every list and the summaries (/rooms, the detail tiles, charts). */
export function useRefreshExpenses() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: expenseKeys.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.expenseSummaries }),
        queryClient.invalidateQueries({ queryKey: queryKeys.expenseSummaryAll }),
        // A payment from an account moves its balance.
        queryClient.invalidateQueries({ queryKey: queryKeys.creditAccounts }),
      ]),
    [queryClient],
  );
}
