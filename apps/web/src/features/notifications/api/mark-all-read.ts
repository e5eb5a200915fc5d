import { notificationsContract } from '@hrt/shared/contracts/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { logFailure } from './log-failure';
import { notificationKeys } from './notification-keys';

function markAllNotificationsRead() {
  return logFailure('mark them read', callEndpoint(notificationsContract.markRead, {}));
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
