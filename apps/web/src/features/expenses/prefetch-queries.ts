import type { QueryClient } from '@tanstack/react-query';
import { componentListQuery } from '@/lib/shared-queries/build-components';
import { expenseSummariesQuery, expenseSummaryQuery } from '@/lib/shared-queries/expense-summaries';
import { projectSummaryQuery } from './api/get-project-summary';
import { expensePagesQuery } from './api/list-expenses';

/**
 * The requests /expenses makes, started by its route as the page's code loads (not after):
 * the tiles' summary first, then what the charts and the table's first page need, and the
 * component list. The screen's own queries find them cached.
 */
export function prefetchExpensesScreen(client: QueryClient) {
  void client.prefetchQuery(projectSummaryQuery);
  void client.prefetchQuery(componentListQuery);
  void client.prefetchQuery(expenseSummariesQuery);
  void client.prefetchInfiniteQuery(expensePagesQuery({}));
}

/** The expense requests of a component's page: its summary (the tiles) and first rows. */
export function prefetchComponentExpenses(client: QueryClient, componentId: string) {
  void client.prefetchQuery(expenseSummaryQuery(componentId));
  void client.prefetchInfiniteQuery(expensePagesQuery({ component_id: componentId }));
}
