import type { ExpenseSummary } from '@hrt/shared/schemas/expenses';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import {
  componentListQuery,
  componentSummariesQuery,
  expensePagesQuery,
  projectSummaryQuery,
} from './api';

/**
 * The requests /expenses makes, started by its route as the page's code loads (not after):
 * the tiles' summary first, then what the charts and the table's first page need. The
 * screen's own queries find them in the cache.
 */
export function prefetchExpensesScreen(client: QueryClient) {
  void client.prefetchQuery(projectSummaryQuery);
  void client.prefetchQuery(componentListQuery);
  void client.prefetchQuery(componentSummariesQuery);
  void client.prefetchInfiniteQuery(expensePagesQuery({}));
}

/** The expense requests of a component's page: its summary (the tiles) and first rows. */
export function prefetchComponentExpenses(client: QueryClient, componentId: string) {
  void client.prefetchQuery({
    queryKey: queryKeys.expenseSummary(componentId),
    queryFn: () => api.get<ExpenseSummary>(`/api/expenses/${componentId}/summary`),
  });
  void client.prefetchInfiniteQuery(expensePagesQuery({ componentId }));
}
