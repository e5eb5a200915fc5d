import type { QueryClient } from '@tanstack/react-query';

/**
 * The route prefetches of the expense screens. Their queries parse with the expense and
 * component contracts, so they load in a small chunk of their own (fetched alongside the
 * page's code) rather than putting those schemas in the app's first chunk, which a visitor's
 * landing page loads too.
 */
const loadQueries = () => import('./prefetch-queries');

export function prefetchExpensesScreen(client: QueryClient) {
  void loadQueries().then((queries) => queries.prefetchExpensesScreen(client));
}

export function prefetchComponentExpenses(client: QueryClient, componentId: string) {
  void loadQueries().then((queries) => queries.prefetchComponentExpenses(client, componentId));
}
