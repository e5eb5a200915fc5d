import type { Task } from '@hrt/shared/schemas/schedule';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { useMoveTask } from './use-move-task';

/**
 * The move hook against a fake server whose answers are released by hand: moves go one at a
 * time in the order pressed, and an earlier move's answer never puts back older dates.
 */
const stamp = '2027-07-01T00:00:00.000Z';
const task: Task = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Tile the floor',
  startAt: '2027-07-10',
  endAt: '2027-07-11',
  status: { id: 1, name: 'Planned', color: 'warning' },
  group: { id: '00000000-0000-4000-8000-000000000002', name: 'Bathroom' },
  owner: { id: 'diy-self', name: 'DIY/Self', image: null },
  supplier: '',
  dependencies: [],
  created_at: stamp,
  updated_at: stamp,
  created_by: null,
};

interface Pending {
  body: { start: string; end: string };
  answer: (saved: Task) => void;
}
let sent: Pending[] = [];

function serve() {
  sent = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    expect(url).toContain(`/api/tasks/${task.id}/move`);
    expect(init.method).toBe('PATCH');
    return new Promise<Response>((resolve) => {
      sent.push({
        body: JSON.parse(String(init.body)),
        answer: (saved) =>
          resolve(
            new Response(JSON.stringify(saved), {
              headers: { 'content-type': 'application/json' },
            }),
          ),
      });
    });
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('useMoveTask', () => {
  it('sends moves one at a time in order and keeps the latest dates drawn', async () => {
    serve();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData<Task[]>(queryKeys.tasks, [task]);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useMoveTask(), { wrapper });
    const startOf = () => client.getQueryData<Task[]>(queryKeys.tasks)?.[0]?.startAt;

    await act(async () => {
      void result.current(task, 1);
      void result.current(task, 1);
    });
    // Both moves are drawn at once; only the first is on its way.
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(startOf()).toBe('2027-07-12');
    expect(sent[0]!.body).toEqual({ start: '2027-07-11', end: '2027-07-12' });

    // The first answer arrives while the second move waits: the list keeps 12 July.
    await act(async () => {
      sent[0]!.answer({ ...task, startAt: '2027-07-11', endAt: '2027-07-12' });
    });
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.body).toEqual({ start: '2027-07-12', end: '2027-07-13' });
    expect(startOf()).toBe('2027-07-12');

    await act(async () => {
      sent[1]!.answer({
        ...task,
        startAt: '2027-07-12',
        endAt: '2027-07-13',
        updated_at: '2027-07-01T00:00:01.000Z',
      });
    });
    await waitFor(() =>
      expect(client.getQueryData<Task[]>(queryKeys.tasks)?.[0]?.updated_at).toBe(
        '2027-07-01T00:00:01.000Z',
      ),
    );
    expect(startOf()).toBe('2027-07-12');
  });
});
