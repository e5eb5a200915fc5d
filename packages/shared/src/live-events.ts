/** SSE event names on the live stream (`GET /api/events`). */
export const LIVE_EVENT_CHANGE = 'change';
/** Sent when the events missed while disconnected cannot be replayed: reload everything. */
export const LIVE_EVENT_RESET = 'reset';
