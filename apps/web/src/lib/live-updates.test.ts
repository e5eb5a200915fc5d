import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { readEventFrames, refreshForChange } from './live-updates';

function streamOf(...chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

describe('readEventFrames', () => {
  it('reads frames split across chunks and skips comments and retry hints', async () => {
    const frames = [];
    for await (const frame of readEventFrames(
      streamOf(
        'retry: 2000\n\n: keep-alive\n\nid: a1\nevent: chan',
        'ge\ndata: {"x":1}\n\nevent: reset\ndata: {}\n\n',
      ),
    )) {
      frames.push(frame);
    }
    expect(frames).toEqual([
      { event: 'change', id: 'a1', data: '{"x":1}' },
      { event: 'reset', id: undefined, data: '{}' },
    ]);
  });
});

describe('refreshForChange', () => {
  it("marks the changed resource's lists and the notifications stale, and nothing else", () => {
    const client = new QueryClient();
    for (const key of [
      ['expenses', 'all'],
      ['notifications', 'count'],
      ['timeline', 'entries'],
      ['tasks'],
    ]) {
      client.setQueryData(key, 1);
    }
    refreshForChange(client, {
      id: '0f8e2c1a-4b5d-4e6f-8a9b-0c1d2e3f4a5b',
      user_email: 'sam@example.com',
      action: 'updated',
      resource_type: 'expense',
      resource_name: 'Tiles',
      timestamp: '2026-03-07T10:00:00.000Z',
    });
    const stale = (key: string[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(['expenses', 'all'])).toBe(true);
    expect(stale(['notifications', 'count'])).toBe(true);
    expect(stale(['timeline', 'entries'])).toBe(false);
    expect(stale(['tasks'])).toBe(false);
  });

  it("holds back a list's re-read while one of this user's moves is in flight, then reads it", async () => {
    const client = new QueryClient();
    client.setQueryData(['tasks'], 1);
    let answer!: () => void;
    const move = new MutationObserver(client, {
      mutationKey: ['tasks', 'move'],
      mutationFn: () => new Promise<void>((resolve) => (answer = resolve)),
    });
    const saved = move.mutate();
    await Promise.resolve();
    expect(client.isMutating({ mutationKey: ['tasks'] })).toBe(1);
    refreshForChange(client, {
      id: '1a8e2c1a-4b5d-4e6f-8a9b-0c1d2e3f4a5b',
      user_email: 'sam@example.com',
      action: 'updated',
      resource_type: 'task',
      resource_name: 'Insulate loft',
      timestamp: '2026-03-07T10:00:00.000Z',
    });
    expect(client.getQueryState(['tasks'])?.isInvalidated).toBe(false);
    answer();
    await saved;
    expect(client.getQueryState(['tasks'])?.isInvalidated).toBe(true);
  });
});
