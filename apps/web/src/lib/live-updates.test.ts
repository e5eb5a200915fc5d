import { MutationObserver, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openAuthorizedStream } from './api-client';
import { readEventFrames, reconnectDelayMs, refreshForChange } from './live-updates';
import { useLiveUpdates } from './use-live-updates';

vi.mock('./api-client', () => ({ openAuthorizedStream: vi.fn() }));

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

  it('joins the data lines of one frame with a newline', async () => {
    const frames = [];
    for await (const frame of readEventFrames(
      streamOf('event: change\r\ndata: {"a":\r\ndata: 1}\r\n\r\n'),
    )) {
      frames.push(frame);
    }
    expect(frames).toEqual([{ event: 'change', id: undefined, data: '{"a":\n1}' }]);
  });

  it('removes only the one space after the colon, keeping the rest of the value', async () => {
    const frames = [];
    for await (const frame of readEventFrames(
      streamOf('id:  7 \ndata:  two before, one after \n\ndata:none\n\n'),
    )) {
      frames.push(frame);
    }
    expect(frames).toEqual([
      { event: 'message', id: ' 7 ', data: ' two before, one after ' },
      { event: 'message', id: undefined, data: 'none' },
    ]);
  });

  it("passes the server's retry hint on", async () => {
    const hints: number[] = [];
    const frames = [];
    const remember = (ms: number) => hints.push(ms);
    for await (const frame of readEventFrames(streamOf('retry: 2000\n\n'), remember)) {
      frames.push(frame);
    }
    expect(hints).toEqual([2000]);
    expect(frames).toEqual([]);
  });
});

describe('reconnectDelayMs', () => {
  it('backs off through the built-in waits when the server gave no hint', () => {
    expect([0, 1, 2, 3, 4, 9].map((failures) => reconnectDelayMs(failures, undefined))).toEqual([
      500, 1000, 2000, 5000, 10_000, 10_000,
    ]);
  });

  it("starts from the server's retry hint and doubles it up to ten seconds", () => {
    expect([0, 1, 2, 3, 4].map((failures) => reconnectDelayMs(failures, 2000))).toEqual([
      2000, 4000, 8000, 10_000, 10_000,
    ]);
  });

  it('keeps a hint longer than ten seconds as it is', () => {
    expect(reconnectDelayMs(3, 30_000)).toBe(30_000);
  });
});

describe('useLiveUpdates', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.mocked(openAuthorizedStream).mockReset();
  });

  it("reconnects after the server's retry hint, not the built-in first wait", async () => {
    vi.useFakeTimers();
    vi.mocked(openAuthorizedStream).mockImplementation(
      async () => new Response(streamOf('retry: 3000\n\n')),
    );
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client }, children);
    const { unmount } = renderHook(() => useLiveUpdates(true), { wrapper });

    await vi.advanceTimersByTimeAsync(2999);
    expect(openAuthorizedStream).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(openAuthorizedStream).toHaveBeenCalledTimes(2);
    unmount();
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
      action_id: null,
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

  it("refreshes the rooms overview's project budget when someone changes it", () => {
    const client = new QueryClient();
    for (const key of [['project-budget'], ['components']]) client.setQueryData(key, 1);
    refreshForChange(client, {
      id: '0f8e2c1a-4b5d-4e6f-8a9b-0c1d2e3f4a5c',
      user_email: 'sam@example.com',
      action_id: null,
      action: 'updated',
      resource_type: 'project_budget',
      resource_name: null,
      timestamp: '2026-03-07T10:00:00.000Z',
    });
    const stale = (key: string[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(['project-budget'])).toBe(true);
    expect(stale(['components'])).toBe(false);
  });

  it("refreshes a contact's page and a trade's My work when one of its tasks changes", () => {
    const client = new QueryClient();
    const work = ['contacts', 'work', '3c0d1e2f-4a5b-4c6d-8e7f-9a0b1c2d3e01'];
    client.setQueryData(work, 1);
    client.setQueryData(['ideas', 'c1'], 1);
    refreshForChange(client, {
      id: '5e8e2c1a-4b5d-4e6f-8a9b-0c1d2e3f4a5b',
      user_email: 'sam@example.com',
      action_id: null,
      action: 'updated',
      resource_type: 'task',
      resource_name: 'Dig footings',
      timestamp: '2026-03-07T10:00:00.000Z',
    });
    expect(client.getQueryState(work)?.isInvalidated).toBe(true);
    expect(client.getQueryState(['ideas', 'c1'])?.isInvalidated).toBe(false);
  });

  it('refreshes everything a restored component brought back, and the trash', () => {
    const client = new QueryClient();
    const keys = [
      ['components'],
      ['expenses', 'all'],
      ['expense-summaries'],
      ['expense-summary', 'project'],
      ['credit-accounts', 'list'],
      ['documents', 'c1'],
      ['ideas', 'c1'],
      ['price-monitoring', 'items', 'c1'],
      ['tasks'],
      ['trash'],
      ['timeline', 'entries'],
      ['insurances'],
    ];
    for (const key of keys) client.setQueryData(key, 1);
    refreshForChange(client, {
      id: '2b8e2c1a-4b5d-4e6f-8a9b-0c1d2e3f4a5b',
      user_email: 'sam@example.com',
      action_id: null,
      action: 'restored',
      resource_type: 'component',
      resource_name: 'Utility',
      timestamp: '2026-03-07T10:00:00.000Z',
    });
    const stale = keys.filter((key) => client.getQueryState(key)?.isInvalidated);
    expect(stale).toEqual(keys.slice(0, 10));
  });

  it('refreshes the trash on a delete or a restore of anything, not on other changes', () => {
    const trashStaleAfter = (action: string, resource_type: string) => {
      const client = new QueryClient();
      client.setQueryData(['trash'], 1);
      refreshForChange(client, {
        id: '3c8e2c1a-4b5d-4e6f-8a9b-0c1d2e3f4a5b',
        user_email: 'sam@example.com',
        action_id: null,
        action,
        resource_type,
        resource_name: 'Tiles',
        timestamp: '2026-03-07T10:00:00.000Z',
      });
      return client.getQueryState(['trash'])?.isInvalidated;
    };
    expect(trashStaleAfter('deleted', 'expense')).toBe(true);
    expect(trashStaleAfter('restored', 'timeline_entry')).toBe(true);
    expect(trashStaleAfter('deleted', 'task')).toBe(true);
    expect(trashStaleAfter('updated', 'expense')).toBe(false);
    expect(trashStaleAfter('created', 'component')).toBe(false);
  });

  it('refreshes the journal when a journal entry comes back', () => {
    const client = new QueryClient();
    client.setQueryData(['timeline', 'entries'], 1);
    client.setQueryData(['expenses', 'all'], 1);
    refreshForChange(client, {
      id: '4d8e2c1a-4b5d-4e6f-8a9b-0c1d2e3f4a5b',
      user_email: 'sam@example.com',
      action_id: null,
      action: 'restored',
      resource_type: 'timeline_entry',
      resource_name: 'Kitchen fitted',
      timestamp: '2026-03-07T10:00:00.000Z',
    });
    expect(client.getQueryState(['timeline', 'entries'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['expenses', 'all'])?.isInvalidated).toBe(false);
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
      action_id: null,
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
