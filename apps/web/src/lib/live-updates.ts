import { LIVE_EVENT_CHANGE, LIVE_EVENT_RESET } from '@hrt/shared/live-events';
import { type LiveEvent, liveEventSchema } from '@hrt/shared/schemas/live';
import type { QueryClient } from '@tanstack/react-query';
import { createParser } from 'eventsource-parser';
import { openAuthorizedStream } from './api-client';
import { componentContentsKeys, queryKeys } from './query-keys';

/** Waits before reconnecting after a drop: quick at first, then backing off. */
const RECONNECT_DELAYS_MS = [500, 1000, 2000, 5000, 10_000];
const MAX_RECONNECT_DELAY_MS = 10_000;

/**
 * Which cached queries a change makes stale, by resource type. Prefix keys: every list of that
 * kind (and the summaries it feeds) is read again, whatever its filter. A restore arrives as the
 * item's own type with action 'restored', so it refreshes what its delete did.
 */
const staleQueries: Record<string, readonly (readonly string[])[]> = {
  expense: [
    queryKeys.expenses,
    queryKeys.expenseSummaries,
    queryKeys.expenseSummaryAll,
    queryKeys.components,
    // Paying from an account moves its balance and its list of expenses.
    queryKeys.creditAccounts,
    queryKeys.history,
    // A contact's page and a trade's My work show its expenses, tasks, policies and documents.
    queryKeys.contacts,
  ],
  receipt: [queryKeys.expenses],
  // A component goes to the trash, and comes back, with its expenses, documents, ideas and tasks.
  component: [...componentContentsKeys, queryKeys.history, queryKeys.contacts],
  document: [queryKeys.documents, queryKeys.contacts],
  task: [queryKeys.tasks, queryKeys.history, queryKeys.contacts],
  idea: [queryKeys.ideas, queryKeys.priceMonitoring],
  insurance: [queryKeys.insurances, queryKeys.history, queryKeys.contacts],
  credit_account: [queryKeys.creditAccounts, queryKeys.expenses, queryKeys.history],
  timeline_entry: [queryKeys.timeline],
  contact: [queryKeys.contacts, queryKeys.history],
  project_budget: [queryKeys.projectBudget],
};

/**
 * Re-reads a list once none of this user's own writes to it (mutations keyed by the list's query
 * key) is in flight: a read started during one could answer with the state before that write
 * and overwrite the change already drawn, so that a second arrow-key move would start from the
 * old dates.
 */
function invalidateWhenIdle(queryClient: QueryClient, key: readonly string[]) {
  if (queryClient.isMutating({ mutationKey: key }) === 0) {
    void queryClient.invalidateQueries({ queryKey: key });
    return;
  }
  const unsubscribe = queryClient.getMutationCache().subscribe(() => {
    if (queryClient.isMutating({ mutationKey: key }) > 0) return;
    unsubscribe();
    void queryClient.invalidateQueries({ queryKey: key });
  });
}

/** A change frame's event, checked against the shared schema; a malformed frame is skipped. */
function parseLiveEvent(data: string): LiveEvent | null {
  try {
    const parsed = liveEventSchema.safeParse(JSON.parse(data));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: skipped like any other frame that breaks the schema.
  }
  console.warn('Live updates: skipped an event that is not in the contract', data);
  return null;
}

export function refreshForChange(queryClient: QueryClient, event: LiveEvent) {
  void queryClient.invalidateQueries({ queryKey: queryKeys.notifications });
  for (const key of staleQueries[event.resource_type] ?? []) invalidateWhenIdle(queryClient, key);
  // Whatever was deleted is in the trash now; whatever was restored has left it.
  if (event.action === 'deleted' || event.action === 'restored') {
    invalidateWhenIdle(queryClient, queryKeys.trash);
  }
}

export type EventFrame = { event: string; id: string | undefined; data: string };

/**
 * Reads server-sent event frames from a streamed body with eventsource-parser, which follows
 * the event-stream format where a hand-written reader slipped: multi-line data joined by "\n", only the one
 * space after the colon removed, CR/LF/CRLF line ends. `retry:` hints go to `onRetry`.
 */
export async function* readEventFrames(
  body: ReadableStream<Uint8Array>,
  onRetry: (ms: number) => void = () => {},
): AsyncGenerator<EventFrame> {
  const frames: EventFrame[] = [];
  const parser = createParser({
    onRetry,
    onEvent: (message) => {
      // Every frame this app listens to carries JSON; an empty one has nothing to act on.
      if (!message.data) return;
      frames.push({ event: message.event ?? 'message', id: message.id, data: message.data });
    },
  });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    parser.feed(decoder.decode(value, { stream: true }));
    yield* frames.splice(0);
  }
}

/**
 * How long to wait before reconnecting after the given number of failures in a row. The server's
 * `retry:` hint sets the first wait, as EventSource would; repeated failures back off from it
 * (doubling, up to a cap) so that a server that is down is not asked every moment.
 */
export function reconnectDelayMs(failures: number, serverRetryMs: number | undefined): number {
  if (serverRetryMs === undefined) {
    return RECONNECT_DELAYS_MS[failures] ?? MAX_RECONNECT_DELAY_MS;
  }
  return Math.min(serverRetryMs * 2 ** failures, Math.max(serverRetryMs, MAX_RECONNECT_DELAY_MS));
}

/**
 * Follows the server's event stream until `signal` aborts: each change refreshes what it made
 * stale, a reset refreshes everything, and a dropped stream is reopened after a wait (the
 * server's `retry:` hint when it gave one), replaying what was missed from the last event id.
 */
export async function followLiveUpdates(queryClient: QueryClient, signal: AbortSignal) {
  let lastEventId: string | undefined;
  let failures = 0;
  let serverRetryMs: number | undefined;
  const rememberRetry = (ms: number) => {
    serverRetryMs = ms;
  };
  while (!signal.aborted) {
    try {
      const response = await openAuthorizedStream(
        '/api/events',
        lastEventId ? { 'last-event-id': lastEventId } : {},
        signal,
      );
      if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
      failures = 0;
      for await (const frame of readEventFrames(response.body, rememberRetry)) {
        if (frame.event === LIVE_EVENT_RESET) {
          void queryClient.invalidateQueries();
        } else if (frame.event === LIVE_EVENT_CHANGE) {
          if (frame.id) lastEventId = frame.id;
          const event = parseLiveEvent(frame.data);
          if (event) refreshForChange(queryClient, event);
        }
      }
    } catch (error) {
      if (signal.aborted) return;
      console.warn('Live updates: the stream dropped; reconnecting', error);
    }
    const delay = reconnectDelayMs(failures++, serverRetryMs);
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}
