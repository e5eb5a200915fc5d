import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  fetchNotificationCount,
  fetchNotifications,
  markAllNotificationsRead,
  NOTIFICATION_PAGE_SIZE,
  notificationKeys,
} from '../api';

const COUNT_POLL_MS = 60_000;

/** The unread count, refreshed every minute; polling stops once the call fails. */
export function useNotificationCount(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.count,
    queryFn: fetchNotificationCount,
    enabled,
    refetchInterval: (query) => (query.state.status === 'error' ? false : COUNT_POLL_MS),
  });
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

/** 'Mark all read': the count drops to 0 at once; a failure is only logged. */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: () => {
      queryClient.setQueryData(notificationKeys.count, 0);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
