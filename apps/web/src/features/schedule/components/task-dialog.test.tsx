import { barGeometry } from '@hrt/shared/domain/schedule';
import type { Task } from '@hrt/shared/schemas/schedule';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Session, SessionContext } from '@/lib/auth/session-context';
import { queryKeys } from '@/lib/query-keys';
import { ScheduleWeekList } from './schedule-week-list';
import { TaskDialog } from './task-dialog';

/**
 * One convention for a task's dates on screen: the dialog's end date is the task's last day, as
 * people say it, like the lists and the bars. December 2026: Tue 1, Thu 3, Fri 4.
 */
const kitchen = { id: '00000000-0000-4000-8000-000000000021', name: 'Kitchen' };
const stamp = '2026-11-20T00:00:00.000Z';

let posted: Record<string, unknown>[] = [];

/** The API: a created task echoes the body, as the server stores it; reads answer nothing. */
function serve() {
  posted = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    if (init.method === 'POST' && String(url).endsWith('/api/tasks')) {
      const body = JSON.parse(String(init.body));
      posted.push(body);
      return json(savedTask(body.startAt, body.endAt), 201);
    }
    return json({ items: [], next_cursor: null, total_count: 0 });
  });
}

function savedTask(startAt: string, endAt: string): Task {
  return {
    id: '00000000-0000-4000-8000-000000000022',
    name: 'Fit units',
    startAt,
    endAt,
    status: { id: 1, name: 'Planned', color: 'warning' },
    group: kitchen,
    owner: { id: 'diy-self', name: 'DIY/Self', image: null },
    supplier: '',
    contact_id: null,
    dependencies: [],
    created_at: stamp,
    updated_at: stamp,
    created_by: null,
  };
}

const owner: Session = {
  status: 'signed-in',
  role: 'owner',
  user: { email: 'owner@example.com', displayName: null, role: 'owner', contact_id: null },
  signIn: async () => {},
  signOut: async () => {},
};

function withClient(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The household has no contacts yet: the task's contact picker offers only "None".
  client.setQueryData(queryKeys.contactList(), []);
  return (
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={owner}>{children}</SessionContext.Provider>
    </QueryClientProvider>
  );
}

function renderDialog(task: Task | null) {
  render(
    withClient(
      <TaskDialog
        open
        onOpenChange={() => {}}
        task={task}
        draft={{ startAt: '2026-12-01', componentId: kitchen.id }}
        tasks={[]}
        tasksById={new Map()}
        components={[kitchen]}
      />,
    ),
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a task saved in the dialog from 1 Dec to 3 Dec', () => {
  it('is stored ending on 4 Dec, listed as 1 Dec - 3 Dec and three days long in the Gantt', async () => {
    serve();
    renderDialog(null);
    // A new task is one day long: it ends on the day it starts.
    expect(screen.getByLabelText('End date')).toHaveProperty('value', '2026-12-01');
    fireEvent.change(screen.getByLabelText('Task name'), { target: { value: 'Fit units' } });
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-12-03' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    // The API's end is the day after the last day.
    expect(posted[0]).toMatchObject({ startAt: '2026-12-01', endAt: '2026-12-04' });
    cleanup();

    const saved = savedTask('2026-12-01', '2026-12-04');
    render(
      <ScheduleWeekList
        tasks={[saved]}
        tasksById={new Map([[saved.id, saved]])}
        criticalIds={new Set()}
        today="2026-11-30"
        canEdit
        onEdit={() => {}}
        onDelete={() => {}}
        onMove={() => {}}
      />,
    );
    expect(screen.getByRole('article', { name: 'Fit units' }).textContent).toContain(
      '1 Dec – Thu 3 Dec 2026',
    );
    // Three day columns of 40 px from the window's Monday, 30 Nov: x 40, 120 wide.
    expect(barGeometry(saved, '2026-11-30', 1)).toEqual({ x: 40, width: 120 });
  });

  it('shows the saved task ending on 3 Dec when opened again', () => {
    serve();
    renderDialog(savedTask('2026-12-01', '2026-12-04'));
    expect(screen.getByLabelText('Start date')).toHaveProperty('value', '2026-12-01');
    expect(screen.getByLabelText('End date')).toHaveProperty('value', '2026-12-03');
  });

  it('refuses a last day before the first, saying so in those words', async () => {
    serve();
    renderDialog(null);
    fireEvent.change(screen.getByLabelText('Task name'), { target: { value: 'Fit units' } });
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-11-30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The end date cannot be before the start date.')).toBeTruthy();
    expect(posted).toHaveLength(0);
  });
});
