import { notificationsContract } from '@hrt/shared/contracts/notifications';
import type { Notification } from '@hrt/shared/schemas/notifications';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { logFailure } from './log-failure';
import { notificationKeys } from './notification-keys';

/** How many feed items one page holds; 'Show older' loads the next. */
const NOTIFICATION_PAGE_SIZE = 20;

/** One page of the feed, newest first; `beforeId` is the last item of the previous page. */
function fetchNotifications(beforeId?: string): Promise<Notification[]> {
  return logFailure(
    'load the feed',
    callEndpoint(notificationsContract.list, {
      query: { limit: NOTIFICATION_PAGE_SIZE, ...(beforeId ? { before_id: beforeId } : {}) },
    }),
  );
}

/** The feed, loaded when the panel opens, page by page. */
export function useNotificationList(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: notificationKeys.list,
    queryFn: ({ pageParam }) => fetchNotifications(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) =>
      last.length < NOTIFICATION_PAGE_SIZE ? undefined : last[last.length - 1]?.id,
    enabled,
    staleTime: 0,
  });
}
