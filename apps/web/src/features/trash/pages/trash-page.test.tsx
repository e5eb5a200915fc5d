import type { Role } from '@hrt/shared/roles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Session, SessionContext } from '@/lib/auth/session-context';
import { serveFakeApi, trashEntry } from '@/test/fake-api';
import { TrashPage } from './trash-page';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(toast.success).mockReset();
  vi.mocked(toast.error).mockReset();
});

const utility = trashEntry({
  id: '11111111-1111-4111-8111-111111111111',
  resource_type: 'component',
  label: 'Room',
  name: 'Utility',
  deleted_at: '2026-03-08T09:30:00.000Z',
  purge_at: '2026-04-07T09:30:00.000Z',
  contents: { expenses: 12, receipts: 0, documents: 3, ideas: 2, tasks: 0, photos: 0 },
});
/** An expense of a room a member may not restore (can_restore false). */
const tiles = trashEntry({
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Wall tiles',
  deleted_by: 'alex@example.com',
  can_restore: false,
});
const policy = trashEntry({
  id: '33333333-3333-4333-8333-333333333333',
  resource_type: 'insurance',
  label: 'Insurance policy',
  name: 'Public liability',
});

function session(role: Role): Session {
  return {
    status: 'signed-in',
    role,
    user: { email: 'sam@example.com', displayName: null, role },
    signIn: async () => {},
    signOut: async () => {},
  };
}

function renderAs(role: Role) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={session(role)}>
        <MemoryRouter>
          <TrashPage />
        </MemoryRouter>
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
  return client;
}

/** Two pages of trash; restore and delete forever answer as the contract says. */
function serveTrash(restore: { status: number; body?: unknown } = { status: 200, body: utility }) {
  return serveFakeApi(({ method, path }) => {
    if (method === 'GET' && path === '/api/trash?limit=50') {
      return { status: 200, body: { items: [utility, tiles], next_cursor: 'page-2' } };
    }
    if (method === 'GET' && path === '/api/trash?limit=50&cursor=page-2') {
      return { status: 200, body: { items: [policy], next_cursor: null } };
    }
    if (method === 'POST' && path === `/api/trash/${utility.id}/restore`) return restore;
    if (method === 'DELETE' && path === `/api/trash/${tiles.id}`) return { status: 204 };
    return undefined;
  });
}

const item = (name: RegExp) => screen.getByRole('listitem', { name });

describe('TrashPage', () => {
  it('lists what was deleted, with what went with it, who, when and when it goes for good', async () => {
    serveTrash();
    renderAs('project_manager');
    const room = await screen.findByRole('listitem', {
      name: 'Room: Utility and its 12 expenses, 3 documents and 2 ideas',
    });
    expect(room.textContent).toMatch(
      /^RoomUtility and its 12 expenses, 3 documents and 2 ideasDeleted by sam@example.com on 8 Mar 2026, \d\d:\d\dRemoved for good on 7 Apr 2026Restore$/,
    );
    const expense = item(/^Expense: Wall tiles$/);
    expect(expense.textContent).toContain('Deleted by alex@example.com on 7 Mar 2026');
    // Restore only where the reader may; 'Delete forever' is the owner's alone.
    expect(within(expense).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete forever/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('listitem', { name: 'Insurance policy: Public liability' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('restores an item, says so and reads every list again', async () => {
    const sent = serveTrash();
    const client = renderAs('project_manager');
    client.setQueryData(['expenses', 'all'], []);
    client.setQueryData(['expense-summaries'], []);
    fireEvent.click(await screen.findByRole('button', { name: 'Restore Utility' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Room restored.'));
    expect(sent.filter((request) => request.method === 'POST').map((r) => r.path)).toEqual([
      `/api/trash/${utility.id}/restore`,
    ]);
    expect(client.getQueryState(['expenses', 'all'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['expense-summaries'])?.isInvalidated).toBe(true);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("tells a refused restore in the server's words", async () => {
    serveTrash({
      status: 409,
      body: {
        code: 'restore_parent_first',
        detail: "Restore the room 'Kitchen' first: this expense belongs to it.",
      },
    });
    renderAs('owner');
    fireEvent.click(await screen.findByRole('button', { name: 'Restore Utility' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        "Restore the room 'Kitchen' first: this expense belongs to it.",
      ),
    );
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('lets the owner delete forever, after asking', async () => {
    const sent = serveTrash();
    renderAs('owner');
    const expense = await screen.findByRole('listitem', { name: 'Expense: Wall tiles' });
    fireEvent.click(within(expense).getByRole('button', { name: 'Delete forever: Wall tiles' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Wall tiles forever?' });
    expect(dialog.textContent).toContain(
      'Wall tiles will be removed for good, with any files. This cannot be undone.',
    );
    expect(sent.some((request) => request.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Expense deleted for good.'));
    expect(sent.filter((request) => request.method === 'DELETE').map((r) => r.path)).toEqual([
      `/api/trash/${tiles.id}`,
    ]);
  });

  it('says the trash is empty and how long items stay', async () => {
    serveFakeApi(() => ({ status: 200, body: { items: [], next_cursor: null } }));
    renderAs('build_manager');
    expect(await screen.findByText('The trash is empty.')).toBeTruthy();
    expect(
      screen.getAllByText('Deleted items stay here for 30 days, then they are removed for good.'),
    ).toHaveLength(2);
    expect(screen.queryByRole('list')).toBeNull();
  });
});
