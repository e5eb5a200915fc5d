import { formatDistance } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';

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
