import { LIVE_EVENT_CHANGE, LIVE_EVENT_RESET } from '@hrt/shared/live-events';
import type { LiveEvent } from '@hrt/shared/schemas/live';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { openAuthorizedStream } from './api-client';
import { queryKeys } from './query-keys';

/** Waits before reconnecting after a drop: quick at first, then backing off. */
const RECONNECT_DELAYS_MS = [500, 1000, 2000, 5000, 10_000];

/**
 * Which cached queries a change makes stale, by resource type. Prefix keys: every list of that
 * kind (and the summaries it feeds) is read again, whatever its filter.
 */
const staleQueries: Record<string, readonly (readonly string[])[]> = {
  expense: [
    queryKeys.expenses,
    queryKeys.expenseSummaries,
    queryKeys.expenseSummaryAll,
    queryKeys.components,
    // Paying from an account moves its balance and its list of expenses.
    queryKeys.creditAccounts,
  ],
  receipt: [queryKeys.expenses],
  component: [queryKeys.components, queryKeys.expenseSummaries, queryKeys.expenseSummaryAll],
  document: [queryKeys.documents],
  task: [queryKeys.tasks],
  idea: [queryKeys.ideas, queryKeys.priceMonitoring],
  insurance: [queryKeys.insurances],
  credit_account: [queryKeys.creditAccounts, queryKeys.expenses],
  timeline_entry: [queryKeys.timeline],
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

export function refreshForChange(queryClient: QueryClient, event: LiveEvent) {
  void queryClient.invalidateQueries({ queryKey: queryKeys.notifications });
  for (const key of staleQueries[event.resource_type] ?? []) invalidateWhenIdle(queryClient, key);
}

/** Reads server-sent event frames from a streamed body. */
export async function* readEventFrames(
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<{ event: string; id: string | undefined; data: string }> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true }).replaceAll('\r\n', '\n');
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = 'message';
      let id: string | undefined;
      let data = '';
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('id:')) id = line.slice(3).trim();
        else if (line.startsWith('data:')) data += line.slice(5).trim();
      }
      if (data) yield { event, id, data };
      end = buffer.indexOf('\n\n');
    }
  }
}

/**
 * Keeps one stream of changes open while signed in (beyond the spec): the bell's count and any
 * open list refresh within a moment of someone else's change, without a reload. After a drop
 * it reconnects with the last event id, and the server replays what was missed.
 */
export function useLiveUpdates(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    let lastEventId: string | undefined;
    let failures = 0;

    const run = async () => {
      while (!controller.signal.aborted) {
        try {
          const response = await openAuthorizedStream(
            '/api/events',
            lastEventId ? { 'last-event-id': lastEventId } : {},
            controller.signal,
          );
          if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
          failures = 0;
          for await (const frame of readEventFrames(response.body)) {
            if (frame.event === LIVE_EVENT_RESET) {
              void queryClient.invalidateQueries();
            } else if (frame.event === LIVE_EVENT_CHANGE) {
              if (frame.id) lastEventId = frame.id;
              refreshForChange(queryClient, JSON.parse(frame.data) as LiveEvent);
            }
          }
        } catch (error) {
          if (controller.signal.aborted) return;
          console.warn('Live updates: the stream dropped; reconnecting', error);
        }
        const delay = RECONNECT_DELAYS_MS[Math.min(failures++, RECONNECT_DELAYS_MS.length - 1)];
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    };
    void run();
    return () => controller.abort();
  }, [enabled, queryClient]);
}
