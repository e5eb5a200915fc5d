import { expensesContract } from '@hrt/shared/contracts/expenses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { queryKeys } from '@/lib/query-keys';

/** The whole project's figures in one small request: what the /expenses tiles show. */
export const projectSummaryQuery = queryOptions({
  queryKey: queryKeys.projectExpenseSummary,
  queryFn: () => callEndpoint(expensesContract.projectSummary, {}),
});

export function useProjectExpenseSummary() {
  return useQuery(projectSummaryQuery);
}
