import type { LiveEvent } from '@hrt/shared/schemas/live';
import type { Notification } from '@hrt/shared/schemas/notifications';
import type { findEventsByIds, listFeed } from '../activity/feed.ts';

type FeedRow = Awaited<ReturnType<typeof listFeed>>[number];
type EventRow = Awaited<ReturnType<typeof findEventsByIds>>[number];

/** An event as subscribers get it: what a client is sent, and who may be sent it. */
export interface StreamedEvent {
  event: LiveEvent;
  /** null: everyone who reads the project; 'finance': roles that see personal finances. */
  audience: string | null;
}

/** A feed event as the reader sees it: unread when newer than their last 'Mark all read'. */
export function toNotification(event: FeedRow, readAt: Date | null): Notification {
  return {
    id: event.id,
    user_email: event.actorEmail,
    action: event.action,
    resource_type: event.resourceType,
    resource_name: event.resourceName,
    timestamp: event.createdAt.toISOString(),
    unread: !readAt || event.createdAt > readAt,
  };
}

export function toLiveEvent(row: EventRow): StreamedEvent {
  return {
    event: {
      id: row.id,
      user_email: row.actorEmail,
      action: row.action,
      resource_type: row.resourceType,
      resource_name: row.resourceName,
      timestamp: row.createdAt.toISOString(),
    },
    audience: row.audience,
  };
}
