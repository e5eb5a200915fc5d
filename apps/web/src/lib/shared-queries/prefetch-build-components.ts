import type { QueryClient } from '@tanstack/react-query';
import { componentListQuery } from './build-components';
import { expenseSummariesQuery } from './expense-summaries';

/**
 * The two requests /rooms draws from, started by its route while the page's code loads, in
 * parallel with the session's user (decision 049). Loaded on demand, so its contracts stay out of
 * the first chunk a visitor's landing page loads.
 */
export function prefetchBuildComponentsScreen(client: QueryClient) {
  void client.prefetchQuery(componentListQuery);
  void client.prefetchQuery(expenseSummariesQuery);
}
