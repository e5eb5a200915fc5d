import { z } from 'zod';
import { isoTimestamp } from './common.ts';

/** What a change did. */
const activityActions = ['created', 'updated', 'deleted', 'restored'] as const;
export type ActivityAction = (typeof activityActions)[number];

/** What a change was made to: one per kind of row the feed reports. */
const activityResourceTypes = [
  'component',
  'expense',
  'document',
  'quote',
  'task',
  'idea',
  'insurance',
  'credit_account',
  'timeline_entry',
  'contact',
  /** Someone became an owner, stopped being one, or an owner's access was revoked or restored. */
  'owner',
  /** The project's one budget and its contingency (settings): no row of its own, no name. */
  'project_budget',
] as const;
export type ActivityResourceType = (typeof activityResourceTypes)[number];

/** How the feed names each resource type in "sam updated credit account 'Amex'". */
export const activityResourceTypeLabels: Record<ActivityResourceType, string> = {
  component: 'component',
  expense: 'expense',
  document: 'document',
  quote: 'quote',
  task: 'task',
  idea: 'idea',
  insurance: 'insurance policy',
  credit_account: 'credit account',
  timeline_entry: 'timeline entry',
  contact: 'contact',
  owner: 'owner',
  project_budget: 'project budget',
};

/** Where a notification leads: the item's page, or the place a group of changes happened. */
const notificationLinkSchema = z.object({
  /** A path in the app; null when there is nowhere left to go. */
  href: z.string().nullable(),
  /** What the link says: 'Open task', 'Open schedule', 'Deleted: see the trash'. */
  label: z.string(),
  /** The item was deleted: the link, if any, leads to the trash rather than to the item. */
  gone: z.boolean(),
});
export type NotificationLink = z.infer<typeof notificationLinkSchema>;

/** One change of a notification's action, as its list shows it. */
const notificationEventSchema = z.object({
  id: z.uuid(),
  action: z.string(),
  resource_type: z.string(),
  resource_name: z.string().nullable(),
  timestamp: isoTimestamp,
  /** "added task 'Strip out'". */
  text: z.string(),
  /** What an update changed, as far as the reader may see: "Strip out: Planned -> In Progress". */
  detail: z.string().nullable(),
  link: notificationLinkSchema,
});
export type NotificationEvent = z.infer<typeof notificationEventSchema>;

/**
 * One entry of a user's feed: somebody else's action, one change or many (a plan applied, a
 * batch saved, a move with the tasks it carried). `id` and `timestamp` are its newest change's
 * (the feed's order and paging key); `action`, `resource_type` and `resource_name` its first's.
 */
export const notificationSchema = z.object({
  id: z.uuid(),
  /** Who made the change. */
  user_email: z.string(),
  /** Their display name, or their e-mail when they have none. */
  actor_name: z.string(),
  action: z.string(),
  resource_type: z.string(),
  resource_name: z.string().nullable(),
  timestamp: isoTimestamp,
  unread: z.boolean(),
  /** The action the changes were made in; null for a change recorded on its own. */
  action_id: z.uuid().nullable(),
  /** The line to read: "Anna applied a plan: 31 tasks added", "Ben updated task 'Strip out'". */
  summary: z.string(),
  /** What a single update changed, as far as the reader may see; null otherwise. */
  detail: z.string().nullable(),
  link: notificationLinkSchema,
  /** How many changes the action made that the reader may see. */
  event_count: z.number().int().min(1),
  /** Those changes, oldest first (at most 50), when there are more than one; else empty. */
  events: z.array(notificationEventSchema),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  /** Only entries older than this timestamp. */
  before: z.optional(isoTimestamp),
  /** Only entries after this one in the feed's order (the last one of the previous page). */
  before_id: z.uuid().optional(),
});

export const notificationCountSchema = z.object({ count: z.number().int() });
