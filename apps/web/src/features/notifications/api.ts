import type { Notification } from '@hrt/shared/schemas/notifications';
import { api } from '@/lib/api-client';

export type NotificationItem = Notification;

export const notificationKeys = {
  all: ['notifications'] as const,
  count: ['notifications', 'count'] as const,
  list: ['notifications', 'list'] as const,
};

/** Failures of the notification calls are only logged (spec part 1, section 8). */
async function logFailure<T>(what: string, call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    console.error(`Notifications: failed to ${what}`, error);
    throw error;
  }
}

export async function fetchNotificationCount(): Promise<number> {
  const body = await logFailure(
    'load the unread count',
    api.get<{ count: number }>('/api/notifications/count'),
  );
  return typeof body?.count === 'number' ? body.count : 0;
}

/** How many feed items one page holds; 'Show older' loads the next. */
export const NOTIFICATION_PAGE_SIZE = 20;

/** One page of the feed, newest first; `beforeId` is the last item of the previous page. */
export async function fetchNotifications(beforeId?: string): Promise<NotificationItem[]> {
  const query = new URLSearchParams({ limit: String(NOTIFICATION_PAGE_SIZE) });
  if (beforeId) query.set('before_id', beforeId);
  const body = await logFailure(
    'load the feed',
    api.get<NotificationItem[]>(`/api/notifications?${query}`),
  );
  return Array.isArray(body) ? body : [];
}

export function markAllNotificationsRead(): Promise<void> {
  return logFailure('mark them read', api.post<void>('/api/notifications/mark-read'));
}
