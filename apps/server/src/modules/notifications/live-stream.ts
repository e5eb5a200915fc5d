import type { DatabaseHandle } from '../../db/client.ts';
import { findEventsByIds, listEventsAfter } from '../activity/feed.ts';
import { type StreamedEvent, toLiveEvent } from './presenter.ts';

/** The channel the activity_events trigger announces each new event on (migration 0002). */
const ACTIVITY_CHANNEL = 'hrt_activity';
/** Notifications arriving this close together are fetched in one query. */
const BATCH_DELAY_MS = 25;

type Listener = (streamed: StreamedEvent) => void;

export interface ActivityStream {
  /** Calls `listener` with every event committed from now on, on any instance. */
  subscribe(listener: Listener): Promise<() => void>;
  /** Events after `lastEventId`, oldest first; undefined when they cannot be replayed. */
  replayAfter(lastEventId: string, limit: number): Promise<StreamedEvent[] | undefined>;
  close(): Promise<void>;
}

type EventRow = Awaited<ReturnType<typeof findEventsByIds>>[number];

/**
 * One LISTEN per server process, shared by every open stream. It starts with the first
 * subscriber. The database trigger announces ids; the rows are read back in small batches.
 * After the listening connection was lost and came back, the events committed meanwhile are
 * caught up from the table, so no subscriber misses one.
 */
export function createActivityStream(database: DatabaseHandle): ActivityStream {
  const listeners = new Set<Listener>();
  let stopListening: Promise<() => Promise<void>> | undefined;
  let pending: string[] = [];
  let timer: NodeJS.Timeout | undefined;
  let lastDelivered: string | undefined;

  const deliver = (rows: EventRow[]) => {
    for (const row of rows) {
      const streamed = toLiveEvent(row);
      lastDelivered = streamed.event.id;
      for (const listener of listeners) listener(streamed);
    }
  };

  const flush = async () => {
    timer = undefined;
    const ids = pending;
    pending = [];
    deliver(await findEventsByIds(database.db, ids).catch(() => []));
  };

  const catchUp = async () => {
    if (!lastDelivered) return;
    const missed = await listEventsAfter(database.db, lastDelivered, 1000).catch(() => []);
    if (missed) deliver(missed);
  };

  const start = () =>
    database.listen(
      ACTIVITY_CHANNEL,
      (id) => {
        pending.push(id);
        timer ??= setTimeout(() => void flush(), BATCH_DELAY_MS);
      },
      () => void catchUp(),
    );

  return {
    async subscribe(listener) {
      listeners.add(listener);
      stopListening ??= start();
      await stopListening;
      return () => listeners.delete(listener);
    },
    async replayAfter(lastEventId, limit) {
      const rows = await listEventsAfter(database.db, lastEventId, limit + 1);
      // More than a page was missed: a full reload is cheaper and safer than a flood.
      if (!rows || rows.length > limit) return undefined;
      return rows.map(toLiveEvent);
    },
    async close() {
      if (timer) clearTimeout(timer);
      listeners.clear();
      const stop = await stopListening?.catch(() => undefined);
      stopListening = undefined;
      await stop?.();
    },
  };
}
