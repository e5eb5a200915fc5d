import { notificationsContract } from '@hrt/shared/contracts/notifications';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { logFailure } from './log-failure';
import { notificationKeys } from './notification-keys';

const COUNT_POLL_MS = 60_000;

async function fetchNotificationCount(): Promise<number> {
  const body = await logFailure(
    'load the unread count',
    callEndpoint(notificationsContract.count, {}),
  );
  return body.count;
}

/** The unread count, refreshed every minute; polling stops once the call fails. */
export function useNotificationCount(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.count,
    queryFn: fetchNotificationCount,
    enabled,
    refetchInterval: (query) => (query.state.status === 'error' ? false : COUNT_POLL_MS),
  });
}
