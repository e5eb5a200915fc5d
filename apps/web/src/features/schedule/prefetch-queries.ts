import type { QueryClient } from '@tanstack/react-query';
import { componentListQuery } from '@/lib/shared-queries/build-components';
import { taskListQuery } from './api/list-tasks';
import { workingCalendarQuery } from './api/working-calendar';

/**
 * The requests /schedule makes first, side by side; the page's own queries find them cached.
 * The working calendar is one of them: asked for by the page, it came after the page's code.
 */
export function prefetchScheduleScreen(client: QueryClient) {
  void client.prefetchQuery(taskListQuery);
  void client.prefetchQuery(componentListQuery);
  void client.prefetchQuery(workingCalendarQuery);
}
