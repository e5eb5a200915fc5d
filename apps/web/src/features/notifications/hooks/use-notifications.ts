import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  fetchNotificationCount,
  fetchNotifications,
  markAllNotificationsRead,
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

/** The feed, loaded when the panel opens. */
export function useNotificationList(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.list,
    queryFn: fetchNotifications,
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
