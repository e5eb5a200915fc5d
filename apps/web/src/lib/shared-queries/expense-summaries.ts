import { expensesContract } from '@hrt/shared/contracts/expenses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../call-endpoint';
import { queryKeys } from '../query-keys';

/**
 * Every component's expense figures in one call, kept current by the server on each write:
 * read by /rooms, the /expenses charts and the component pages, so cached in one place.
 */
export const expenseSummariesQuery = queryOptions({
  queryKey: queryKeys.expenseSummaries,
  queryFn: () => callEndpoint(expensesContract.summaries, {}),
});

export function useExpenseSummaries() {
  return useQuery(expenseSummariesQuery);
}

/** One component's figures (its page's tiles and the rooms drawer). */
export function expenseSummaryQuery(componentId: string) {
  return queryOptions({
    queryKey: queryKeys.expenseSummary(componentId),
    queryFn: () => callEndpoint(expensesContract.componentSummary, { params: { id: componentId } }),
  });
}

export function useExpenseSummary(componentId: string | undefined) {
  return useQuery({ ...expenseSummaryQuery(componentId ?? ''), enabled: Boolean(componentId) });
}
