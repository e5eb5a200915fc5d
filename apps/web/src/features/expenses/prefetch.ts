import type { QueryClient } from '@tanstack/react-query';
import { componentListQuery } from '@/lib/shared-queries/components';

/**
 * The route prefetches of the expense screens. Their queries parse with the expense contract,
 * so they load in a small chunk of their own (fetched alongside the page's code) rather than
 * putting the expense schemas in the app's first chunk.
 */
const loadQueries = () => import('./prefetch-queries');

export function prefetchExpensesScreen(client: QueryClient) {
  void client.prefetchQuery(componentListQuery);
  void loadQueries().then((queries) => queries.prefetchExpensesScreen(client));
}

export function prefetchComponentExpenses(client: QueryClient, componentId: string) {
  void loadQueries().then((queries) => queries.prefetchComponentExpenses(client, componentId));
}
