import { z } from 'zod';
import { notificationSchema } from './notifications.ts';

/**
 * A change someone made, as the live stream (`GET /api/events`, server-sent events) tells it:
 * one change per frame, with the action it belongs to, so a client can tell that the frames of
 * one plan or one batch are one notification (the count it reloads counts them once).
 */
export const liveEventSchema = notificationSchema.pick({
  id: true,
  user_email: true,
  action: true,
  resource_type: true,
  resource_name: true,
  timestamp: true,
  action_id: true,
});
export type LiveEvent = z.infer<typeof liveEventSchema>;

/**
 * Where to resume: the id of the last event seen, as the `Last-Event-ID` header (what
 * EventSource sends) or as a query parameter (for clients that cannot set headers).
 */
export const liveStreamQuerySchema = z.object({ last_event_id: z.uuid().optional() });
export const liveStreamHeadersSchema = z.looseObject({ 'last-event-id': z.uuid().optional() });

// The stream's event names live in a zod-free module, so the web app's first script (which
// listens to the stream) does not carry zod; re-exported here for the server.
export { LIVE_EVENT_CHANGE, LIVE_EVENT_RESET } from '../live-events.ts';
