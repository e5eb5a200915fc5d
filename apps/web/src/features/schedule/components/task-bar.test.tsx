import type { Task } from '@hrt/shared/schemas/schedule';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { scheduleKeys } from '../api/schedule-keys';
import { useMoveTask } from '../hooks/use-move-task';
import { TaskBar } from './task-bar';

vi.mock('@/lib/undo-toast', () => ({ toastWithUndo: vi.fn() }));

/**
 * The drag path, bar to request: a bar dragged across the chart is saved moved by working days,
 * keeping its length in working days. December 2026: Tue 1, Thu 3, Sat 5, Mon 7; ends are
 * exclusive, so a task ending on 4 Dec has Thu 3 Dec as its last day.
 */
const stamp = '2026-11-20T00:00:00.000Z';
const tueToThu: Task = {
  id: '00000000-0000-4000-8000-000000000011',
  name: 'Fit units',
  startAt: '2026-12-01',
  endAt: '2026-12-04',
  status: { id: 1, name: 'Planned', color: 'warning' },
  group: { id: '00000000-0000-4000-8000-000000000012', name: 'Kitchen' },
  owner: { id: 'carpenter', name: 'Carpenter', image: null },
  supplier: '',
  contact_id: null,
  dependencies: [],
  created_at: stamp,
  updated_at: stamp,
  created_by: null,
};

function Harness({ task }: { task: Task }) {
  const move = useMoveTask();
  return (
    <TaskBar
      task={task}
      x={0}
      width={120}
      zoom={1}
      dependency="none"
      critical={false}
      canEdit
      onMove={(moved, days) => void move(moved, days)}
      onEdit={() => {}}
      onDelete={() => {}}
    />
  );
}

function renderBar(task: Task) {
  const bodies: unknown[] = [];
  vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
    bodies.push(JSON.parse(String(init.body)));
    return new Promise<Response>(() => {});
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData<Task[]>(queryKeys.tasks, [task]);
  client.setQueryData(scheduleKeys.calendar, {
    working_days: [1, 2, 3, 4, 5],
    holidays: 'none',
    holiday_dates: [],
    holiday_window: { from: '2026-01-01', to: '2028-12-31' },
  });
  render(
    <QueryClientProvider client={client}>
      <Harness task={task} />
    </QueryClientProvider>,
  );
  return { bodies, client };
}

/** Drags the bar `px` pixels to the right (40 px a day at zoom 1) and lets go. */
function drag(px: number) {
  const bar = screen.getAllByRole('button', { name: /Fit units/ })[0]!;
  bar.setPointerCapture = () => {};
  fireEvent.pointerDown(bar, { button: 0, pointerId: 1, clientX: 100 });
  fireEvent.pointerMove(bar, { pointerId: 1, clientX: 100 + px });
  fireEvent.pointerUp(bar, { pointerId: 1, clientX: 100 + px });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('dragging a bar', () => {
  it('saves Tue 1 Dec - Thu 3 Dec dragged two days as Thu 3 Dec - Mon 7 Dec', async () => {
    const { bodies, client } = renderBar(tueToThu);
    drag(80);
    await waitFor(() => expect(bodies).toHaveLength(1));
    // Thu 3, Fri 4 and Mon 7: three working days, as before; the end is the day after.
    expect(bodies[0]).toEqual({ start: '2026-12-03', end: '2026-12-08', with_dependants: true });
    const drawn = client.getQueryData<Task[]>(queryKeys.tasks)![0]!;
    expect([drawn.startAt, drawn.endAt]).toEqual(['2026-12-03', '2026-12-08']);
  });

  it('takes a bar dropped on a Saturday on to the Monday', async () => {
    const { bodies } = renderBar({ ...tueToThu, startAt: '2026-12-03', endAt: '2026-12-05' });
    drag(80);
    await waitFor(() => expect(bodies).toHaveLength(1));
    // Thu 3 - Fri 4 dropped on Sat 5: Mon 7 - Tue 8.
    expect(bodies[0]).toEqual({ start: '2026-12-07', end: '2026-12-09', with_dependants: true });
  });
});
