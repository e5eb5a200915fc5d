import type { LiveEvent } from '@hrt/shared/schemas/live';
import type { Notification, NotificationEvent } from '@hrt/shared/schemas/notifications';
import type { findEventsByIds, listFeed } from '../activity/feed.ts';
import { visibleChangesOf } from '../activity/history.ts';
import { type LinkContext, linkOf, placeOfAction } from './links.ts';
import {
  describeAction,
  describeChanges,
  describeEvent,
  describeSettingChange,
} from './wording.ts';

type FeedRow = Awaited<ReturnType<typeof listFeed>>[number];
type EventRow = Awaited<ReturnType<typeof findEventsByIds>>[number];

/** An event as subscribers get it: what a client is sent, and who may be sent it. */
export interface StreamedEvent {
  event: LiveEvent;
  /** null: everyone who reads the project; 'finance': roles that see personal finances. */
  audience: string | null;
  /** The row it is about, when known: a trade is sent only the events about its own rows. */
  resourceId: string | null;
}

/** What a feed item is worded and linked for: the reader, and what the page looked up. */
export interface FeedContext extends LinkContext {
  /** The reader's last 'Mark all read'. */
  readAt: Date | null;
  seesFinance: boolean;
  /** Display names by e-mail; someone without one is named by their e-mail. */
  names: ReadonlyMap<string, string>;
}

/** How many of an action's changes its item lists; `event_count` says how many there were. */
const LISTED_EVENTS = 50;

/**
 * An event's line ("updated task 'Strip out'") and what an update changed as far as the reader
 * may see (null for anything else); a setting's figures are its line, with no detail.
 */
function wordsOf(event: FeedRow, context: FeedContext) {
  const changes = event.action === 'updated' ? visibleChangesOf(event, context.seesFinance) : [];
  const settingLine = describeSettingChange(event.resourceType, changes);
  if (settingLine) return { text: settingLine, detail: null };
  return { text: describeEvent(event), detail: describeChanges(event.resourceName, changes) };
}

function toNotificationEvent(event: FeedRow, context: FeedContext): NotificationEvent {
  const { text, detail } = wordsOf(event, context);
  return {
    id: event.id,
    action: event.action,
    resource_type: event.resourceType,
    resource_name: event.resourceName,
    timestamp: event.createdAt.toISOString(),
    text,
    detail,
    link: linkOf(event, context),
  };
}

/**
 * A feed item as the reader sees it: its action's changes (`events`, the ones the reader may
 * see, oldest first; just `item` for a change on its own) as one line, unread when its newest
 * change is newer than their last 'Mark all read'.
 */
export function toNotification(
  item: FeedRow,
  events: readonly FeedRow[],
  context: FeedContext,
): Notification {
  const first = events[0] ?? item;
  const single = events.length <= 1;
  const actor = context.names.get(item.actorEmail) ?? item.actorEmail;
  const words = wordsOf(first, context);
  return {
    id: item.id,
    user_email: item.actorEmail,
    actor_name: actor,
    action: first.action,
    resource_type: first.resourceType,
    resource_name: first.resourceName,
    timestamp: item.createdAt.toISOString(),
    unread: !context.readAt || item.createdAt > context.readAt,
    action_id: item.actionId,
    summary: single ? `${actor} ${words.text}` : describeAction(actor, events),
    detail: single ? words.detail : null,
    link: single ? linkOf(first, context) : placeOfAction(events, context),
    event_count: Math.max(events.length, 1),
    events: single
      ? []
      : events.slice(0, LISTED_EVENTS).map((event) => toNotificationEvent(event, context)),
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
      action_id: row.actionId,
    },
    audience: row.audience,
    resourceId: row.resourceId,
  };
}
