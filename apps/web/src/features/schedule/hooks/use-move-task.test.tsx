import type { Task } from '@hrt/shared/schemas/schedule';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { toastWithUndo } from '@/lib/undo-toast';
import { scheduleKeys } from '../api/schedule-keys';
import { useMoveTask } from './use-move-task';

vi.mock('@/lib/undo-toast', () => ({ toastWithUndo: vi.fn() }));

/**
 * The move hook against a fake server whose answers are released by hand: moves go one at a
 * time in the order pressed, and an earlier move's answer never puts back older dates.
 */
const stamp = '2027-07-01T00:00:00.000Z';
const task: Task = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Tile the floor',
  startAt: '2027-07-08',
  endAt: '2027-07-09',
  status: { id: 1, name: 'Planned', color: 'warning' },
  group: { id: '00000000-0000-4000-8000-000000000002', name: 'Bathroom' },
  owner: { id: 'diy-self', name: 'DIY/Self', image: null },
  supplier: '',
  contact_id: null,
  dependencies: [],
  created_at: stamp,
  updated_at: stamp,
  created_by: null,
};

interface Pending {
  url: string;
  body: Record<string, unknown>;
  /** The server's answer: the one task moved. */
  answer: (saved: Task) => void;
  /** Or every task it moved. */
  answerAll: (saved: Task[]) => void;
}
let sent: Pending[] = [];

function serve() {
  sent = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    expect(url).toMatch(/\/api\/tasks\/(.+\/)?move$/);
    expect(init.method).toBe('PATCH');
    return new Promise<Response>((resolve) => {
      const respond = (moved: Task[]) =>
        resolve(
          new Response(JSON.stringify({ moved }), {
            headers: { 'content-type': 'application/json' },
          }),
        );
      sent.push({
        url,
        body: JSON.parse(String(init.body)),
        answer: (saved) => respond([saved]),
        answerAll: (saved) => respond(saved),
      });
    });
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(toastWithUndo).mockReset();
});

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
    // Thursday 8 July a working day on is Friday 9, and another the Monday after the weekend.
    expect(sent[0]!.body).toEqual({
      start: '2027-07-09',
      end: '2027-07-10',
      with_dependants: true,
    });

    // The first answer arrives while the second move waits: the list keeps 12 July.
    await act(async () => {
      sent[0]!.answer({ ...task, startAt: '2027-07-09', endAt: '2027-07-10' });
    });
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.body).toEqual({
      start: '2027-07-12',
      end: '2027-07-13',
      with_dependants: true,
    });
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

  it("offers one 'Undo' per run of moves, which puts the task back where the run started", async () => {
    serve();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData<Task[]>(queryKeys.tasks, [task]);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useMoveTask(), { wrapper });

    await act(async () => {
      void result.current(task, 1);
      void result.current(task, 1);
    });
    await waitFor(() => expect(sent).toHaveLength(1));
    await act(async () => {
      sent[0]!.answer({ ...task, startAt: '2027-07-09', endAt: '2027-07-10' });
    });
    await waitFor(() => expect(sent).toHaveLength(2));
    // The first answer came while the second move was on its way: no 'Undo' yet.
    expect(vi.mocked(toastWithUndo)).not.toHaveBeenCalled();
    await act(async () => {
      sent[1]!.answer({
        ...task,
        startAt: '2027-07-12',
        endAt: '2027-07-13',
        updated_at: '2027-07-01T00:00:02.000Z',
      });
    });
    await waitFor(() => expect(vi.mocked(toastWithUndo)).toHaveBeenCalledTimes(1));
    expect(vi.mocked(toastWithUndo).mock.calls[0]![0]).toBe('Task moved.');

    const undo = vi.mocked(toastWithUndo).mock.calls[0]![1];
    let undone: Promise<unknown> = Promise.resolve();
    act(() => {
      undone = undo();
    });
    await waitFor(() => expect(sent).toHaveLength(3));
    // Back to 8 July, where the run started, with the version the last move returned, by the
    // put-back that restores every task a run moved in one transaction.
    expect(sent[2]!.url).toMatch(/\/api\/tasks\/move$/);
    expect(sent[2]!.body).toEqual({
      tasks: [
        {
          id: task.id,
          start: '2027-07-08',
          end: '2027-07-09',
          updated_at: '2027-07-01T00:00:02.000Z',
        },
      ],
    });
    await act(async () => {
      sent[2]!.answer(task);
      await undone;
    });
    expect(client.getQueryState(queryKeys.tasks)?.isInvalidated).toBe(true);
  });
});

describe('useMoveTask with dependants', () => {
  it('draws the dependants shifted by working days and undoes all of them at once', async () => {
    serve();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // Friday 9 July 2027; its dependant starts on Monday 12 July.
    const first = { ...task, startAt: '2027-07-09', endAt: '2027-07-10' };
    const next: Task = {
      ...task,
      id: '00000000-0000-4000-8000-000000000003',
      name: 'Grout',
      startAt: '2027-07-12',
      endAt: '2027-07-14',
      dependencies: [first.id],
    };
    client.setQueryData<Task[]>(queryKeys.tasks, [first, next]);
    client.setQueryData(scheduleKeys.calendar, {
      working_days: [1, 2, 3, 4, 5],
      holidays: 'none',
      holiday_dates: [],
      holiday_window: { from: '2026-01-01', to: '2030-12-31' },
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useMoveTask(), { wrapper });

    await act(async () => {
      void result.current(first, 1);
    });
    await waitFor(() => expect(sent).toHaveLength(1));
    // One working day on, Friday to Monday: Grout goes from Mon 12-Tue 13 to Tue 13-Wed 14.
    const drawn = client.getQueryData<Task[]>(queryKeys.tasks)!;
    expect(drawn.map((item) => [item.startAt, item.endAt])).toEqual([
      ['2027-07-12', '2027-07-13'],
      ['2027-07-13', '2027-07-15'],
    ]);
    const answered = [
      {
        ...first,
        startAt: '2027-07-12',
        endAt: '2027-07-13',
        updated_at: '2027-07-02T00:00:00.000Z',
      },
      {
        ...next,
        startAt: '2027-07-13',
        endAt: '2027-07-15',
        updated_at: '2027-07-02T00:00:01.000Z',
      },
    ];
    await act(async () => {
      sent[0]!.answerAll(answered);
    });
    await waitFor(() => expect(vi.mocked(toastWithUndo)).toHaveBeenCalledTimes(1));
    expect(vi.mocked(toastWithUndo).mock.calls[0]![0]).toBe('2 tasks moved.');

    act(() => {
      void vi.mocked(toastWithUndo).mock.calls[0]![1]();
    });
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.body).toEqual({
      tasks: [
        {
          id: first.id,
          start: '2027-07-09',
          end: '2027-07-10',
          updated_at: answered[0]!.updated_at,
        },
        {
          id: next.id,
          start: '2027-07-12',
          end: '2027-07-14',
          updated_at: answered[1]!.updated_at,
        },
      ],
    });
  });
});
