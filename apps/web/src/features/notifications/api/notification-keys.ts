import { queryKeys } from '@/lib/query-keys';

/** Under ['notifications'], which every change on the live stream refreshes. */
export const notificationKeys = {
  all: queryKeys.notifications,
  count: [...queryKeys.notifications, 'count'] as const,
  list: [...queryKeys.notifications, 'list'] as const,
};
