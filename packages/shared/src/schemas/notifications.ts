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
  /** Someone became an owner, stopped being one, or an owner's access was revoked or restored. */
  'owner',
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
  owner: 'owner',
};

/** One entry of a user's feed: somebody else's change. */
export const notificationSchema = z.object({
  id: z.uuid(),
  /** Who made the change. */
  user_email: z.string(),
  action: z.string(),
  resource_type: z.string(),
  resource_name: z.string().nullable(),
  timestamp: isoTimestamp,
  unread: z.boolean(),
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
