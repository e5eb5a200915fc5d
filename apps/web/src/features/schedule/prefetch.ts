import type { QueryClient } from '@tanstack/react-query';

/**
 * The route prefetch of /schedule: its tasks and the components they belong to, started while
 * the page's code loads. The queries parse with the schedule's contracts, so they load in a
 * chunk of their own rather than in the app's first chunk.
 */
export function prefetchScheduleScreen(client: QueryClient) {
  void import('./prefetch-queries').then((queries) => queries.prefetchScheduleScreen(client));
}
