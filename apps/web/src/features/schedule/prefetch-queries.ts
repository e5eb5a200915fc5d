import type { QueryClient } from '@tanstack/react-query';
import { componentListQuery } from '@/lib/shared-queries/components';
import { taskListQuery } from './api/list-tasks';

/** The requests /schedule makes first; the page's own queries find them cached. */
export function prefetchScheduleScreen(client: QueryClient) {
  void client.prefetchQuery(taskListQuery);
  void client.prefetchQuery(componentListQuery);
}
