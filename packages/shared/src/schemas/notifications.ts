import { z } from 'zod';
import { isoTimestamp } from './common.ts';

/** One entry of a user's feed: somebody else's change (spec part 1, section 3). */
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
  /** Only entries older than this timestamp (the last one of the previous page). */
  before: isoTimestamp.optional(),
});

export const notificationCountSchema = z.object({ count: z.number().int() });
