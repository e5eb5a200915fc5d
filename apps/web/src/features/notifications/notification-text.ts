import type { Notification } from '@hrt/shared/schemas/notifications';
import { activityResourceTypeLabels } from '@hrt/shared/schemas/notifications';
import { formatDistance } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';

const knownActions = new Set(['created', 'updated', 'deleted', 'restored']);

/** created, updated, deleted or restored (from the trash); any other action reads as 'modified'. */
export function describeAction(action: string): string {
  const normalised = action.trim().toLowerCase();
  return knownActions.has(normalised) ? normalised : 'modified';
}

const resourceLabels: Readonly<Record<string, string>> = activityResourceTypeLabels;

/** The known resource types in words; anything else is shown as sent. */
export function describeResourceType(type: string): string {
  const key = type.trim().toLowerCase();
  return Object.hasOwn(resourceLabels, key) ? (resourceLabels[key] as string) : type;
}

/** The unread badge: the count, '99+' above 99, nothing at zero. */
export function formatBadgeCount(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > 99 ? '99+' : String(Math.floor(count));
}

/** '5 minutes ago'; an unreadable timestamp gives an empty string rather than a crash. */
export function formatRelativeTime(timestamp: string, now: Date = new Date()): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return '';
  // A clock slightly ahead on the server must not produce 'in 3 seconds'.
  const clamped = date.getTime() > now.getTime() ? now : date;
  return formatDistance(clamped, now, { addSuffix: true, locale: enGB });
}

/** One line such as: "sam@example.com updated expense 'Kitchen tiles'". */
export function describeNotification(item: Notification): {
  actor: string;
  action: string;
  resource: string;
  name: string | null;
} {
  return {
    actor: item.user_email || 'Someone',
    action: describeAction(item.action ?? ''),
    resource: describeResourceType(item.resource_type ?? ''),
    name: item.resource_name?.trim() || null,
  };
}
