import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Session, SessionContext } from '@/lib/auth/session-context';
import { toastWithUndo } from '@/lib/undo-toast';
import { serveFakeApi, trashEntry } from '@/test/fake-api';
import { ComponentDetailPage } from './component-detail-page';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('@/lib/undo-toast', () => ({ toastWithUndo: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(toastWithUndo).mockReset();
});

/**
 * A room's own page against a fake server (decision 037): Edit and Delete on it, Export CSV only
 * with expenses, and none of the leftovers (the test e-mail box, the empty Inspiration Board).
 */
const kitchenId = '0b7d5a0e-8a52-4d4c-9d2e-3f1f5b2a6c11';
const kitchen = {
  id: kitchenId,
  name: 'Kitchen',
  type: 'room',
  status: 'IN_PROGRESS',
  budget: 12000,
  description: null,
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-01T09:00:00.000Z',
  created_by: 'owner@example.com',
  parent_id: null,
};
/** A design item in the kitchen: the room's page names it. */
const units = {
  ...kitchen,
  id: '1c1d5a0e-8a52-4d4c-9d2e-3f1f5b2a6c12',
  name: 'Kitchen units',
  type: 'design',
  parent_id: kitchenId,
};
const totals = (count: number, total: number) => ({
  count,
  total,
  amount_paid: 0,
  unpaid_total: total,
  vat_total: 0,
});
const sink = {
  id: '5d0c6f0a-2b1e-4c3d-9e8f-7a6b5c4d3e21',
  component_id: kitchenId,
  room_id: kitchenId,
  description: 'Sink',
  supplier: 'Howdens',
  product: 'Belfast',
  quantity: 1,
  rrp: 300,
  trade_discount: 0,
  discount: 0,
  add_vat: 'NO_VAT',
  vat_rate: 20,
  vat_amount: 0,
  invoice_date: null,
  invoice_number: '',
  amount_paid: 0,
  payments: [],
  paid_by_account_id: null,
  link: '',
  receipt: null,
  committed: true,
  total_cost: 300,
  amount_due: 300,
  contact_id: null,
  created_at: '2026-11-02T09:00:00.000Z',
  updated_at: '2026-11-02T09:00:00.000Z',
  created_by: 'owner@example.com',
};

const owner: Session = {
  status: 'signed-in',
  role: 'owner',
  user: { email: 'owner@example.com', displayName: null, role: 'owner' },
  signIn: async () => {},
  signOut: async () => {},
};

/** The room's reads, with `expenses` stored; its delete answers the trash entry. */
function serveRoom(expenses: (typeof sink)[]) {
  const total = expenses.reduce((sum, expense) => sum + expense.total_cost, 0);
  return serveFakeApi(({ method, path }) => {
    if (method === 'DELETE' && path === `/api/components/room/${kitchenId}`) {
      return {
        status: 200,
        body: trashEntry({ resource_type: 'component', label: 'Room', name: 'Kitchen' }),
      };
    }
    if (method !== 'GET') return undefined;
    if (path === `/api/components/room/${kitchenId}`) return { status: 200, body: kitchen };
    if (path === '/api/components') return { status: 200, body: [kitchen, units] };
    if (path === `/api/expenses/${kitchenId}/summary`) {
      return {
        status: 200,
        body: {
          ...totals(expenses.length, total),
          committed_total: total,
          amount_due_committed: total,
          amount_due_speculative: 0,
        },
      };
    }
    if (path.startsWith('/api/expenses?')) {
      return {
        status: 200,
        body: {
          items: expenses,
          next_cursor: null,
          total_count: expenses.length,
          totals: totals(expenses.length, total),
        },
      };
    }
    if (path.startsWith('/api/ideas?') || path.startsWith('/api/documents?')) {
      return { status: 200, body: [] };
    }
    if (path.startsWith('/api/price-monitoring/items')) return { status: 200, body: [] };
    return undefined;
  });
}

function renderRoomPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // A data router: the expense table's leave guard needs one.
  const router = createMemoryRouter(
    [
      { path: '/rooms/:type/:roomId', element: <ComponentDetailPage /> },
      { path: '/rooms', element: <p>The rooms list</p> },
    ],
    { initialEntries: [`/rooms/room/${kitchenId}`] },
  );
  render(
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={owner}>
        <RouterProvider router={router} />
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe("a room's own page", () => {
  it('offers Edit and Delete, and no Export CSV, test e-mail or Inspiration Board when empty', async () => {
    serveRoom([]);
    renderRoomPage();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Kitchen');
    expect(screen.getByRole('button', { name: 'Edit room' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Delete room' })).toHaveProperty('disabled', false);
    // The expense table loads in a chunk of its own: the first import takes a while.
    expect(await screen.findByText('No expenses yet', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    expect(screen.queryByRole('button', { name: /test e-?mail/i })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Inspiration Board' })).toBeNull();
  });

  it('names the design items and services it holds, each a link to its page', async () => {
    serveRoom([]);
    renderRoomPage();
    const link = await screen.findByRole('link', { name: 'Kitchen units' });
    expect(link.getAttribute('href')).toBe(`/rooms/design/${units.id}`);
    expect(link.parentElement?.textContent).toBe(
      'With Kitchen units: their expenses count in these figures.',
    );
  });

  it('offers Export CSV once the room has an expense, for that room alone', async () => {
    const sent = serveRoom([sink]);
    const user = renderRoomPage();
    const exportButton = await screen.findByRole('button', { name: 'Export CSV' });
    expect(exportButton).toHaveProperty('disabled', false);
    await user.click(exportButton);
    await waitFor(() =>
      expect(sent.map((request) => request.path)).toContain(
        `/api/expenses/export.csv?component_id=${kitchenId}`,
      ),
    );
  });

  it('edits the room in the same dialog as the rooms list', async () => {
    serveRoom([]);
    const user = renderRoomPage();
    await user.click(await screen.findByRole('button', { name: 'Edit room' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Room' });
    expect(within(dialog).getByLabelText('Name')).toHaveProperty('value', 'Kitchen');
  });

  it('asks before deleting, moves the room to the trash with Undo and leaves for /rooms', async () => {
    const sent = serveRoom([]);
    const user = renderRoomPage();
    await user.click(await screen.findByRole('button', { name: 'Delete room' }));
    const question = await screen.findByRole('alertdialog', { name: 'Delete Kitchen?' });
    expect(sent.some((request) => request.method === 'DELETE')).toBe(false);
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The rooms list')).toBeTruthy();
    expect(sent.filter((request) => request.method === 'DELETE').map((r) => r.path)).toEqual([
      `/api/components/room/${kitchenId}`,
    ]);
    await waitFor(() => expect(toastWithUndo).toHaveBeenCalledTimes(1));
    expect(vi.mocked(toastWithUndo).mock.calls[0]?.[0]).toBe('Room deleted.');
  });
});
