import { liveStreamHeadersSchema, liveStreamQuerySchema } from '../schemas/live.ts';
import { defineContract } from './endpoint.ts';

/**
 * The live stream of changes (listed with the notifications in the API document). Its events
 * carry `liveEventSchema` (schemas/live.ts) as JSON in each frame's data.
 */
export const notificationsLiveContract = defineContract('notifications', {
  events: {
    method: 'GET',
    path: '/api/events',
    // A trade is sent only the changes that concern its own rows (as its notifications).
    access: 'work.read',
    summary:
      'Server-sent events: every change as it is committed (event "change"); send Last-Event-ID to resume',
    query: liveStreamQuerySchema,
    headers: liveStreamHeadersSchema,
    responses: {
      200: {
        mediaType: 'text/event-stream',
        description:
          'Events "change" (data: a change as JSON, id: its id) and "reset" (what was missed cannot be replayed: reload everything); comments as heartbeats',
      },
    },
    errors: [],
  },
});
