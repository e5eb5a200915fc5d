import type { Role } from '@hrt/shared/roles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Session, SessionContext } from '@/lib/auth/session-context';
import { type SentRequest, serveFakeApi } from '@/test/fake-api';
import { BuildComponentsPage } from './build-components-page';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** /rooms against a fake server: titled as the navigation names it, one empty state at most. */
const kitchen = {
  id: '0b7d5a0e-8a52-4d4c-9d2e-3f1f5b2a6c11',
  name: 'Kitchen',
  type: 'room',
  status: 'IN_PROGRESS',
  budget: 0,
  description: null,
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-01T09:00:00.000Z',
  created_by: 'owner@example.com',
  parent_id: null,
};

const noProjectBudget = {
  budget: null,
  contingency: { kind: 'percent', value: 0 },
  contingency_amount: 0,
};

let sent: SentRequest[] = [];

function renderRooms(
  components: unknown[],
  role: Role = 'owner',
  money: { summaries?: unknown; projectBudget?: unknown } = {},
) {
  sent = serveFakeApi(({ method, path, body }) => {
    if (method === 'GET' && path === '/api/components') return { status: 200, body: components };
    if (method === 'PUT' && path === '/api/settings/project-budget') {
      return { status: 200, body: { ...(body as object), contingency_amount: 2_750 } };
    }
    if (method === 'GET' && path === '/api/expenses/summaries') {
      return { status: 200, body: money.summaries ?? {} };
    }
    if (method === 'GET' && path === '/api/settings/project-budget') {
      return { status: 200, body: money.projectBudget ?? noProjectBudget };
    }
    return undefined;
  });
  const session: Session = {
    status: 'signed-in',
    role,
    user: { email: `${role}@example.com`, displayName: null, role },
    signIn: async () => {},
    signOut: async () => {},
  };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={session}>
        <MemoryRouter>
          <BuildComponentsPage />
        </MemoryRouter>
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const otherEmptyStates = ['No Components Found', 'No designs yet', 'No services yet'];

describe('/rooms', () => {
  it("is titled 'Rooms', as the navigation names it", async () => {
    renderRooms([]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Rooms');
    expect(screen.queryByText('Build Components')).toBeNull();
  });

  it('shows one empty state on an empty project, with the way to add a room', async () => {
    const user = renderRooms([]);
    expect(await screen.findByText('No rooms yet')).toBeTruthy();
    for (const text of otherEmptyStates) expect(screen.queryByText(text)).toBeNull();
    // The three sections wait for the first component.
    expect(screen.queryByRole('region', { name: 'Design' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add your first room' }));
    expect(await screen.findByRole('dialog', { name: 'Add New Room' })).toBeTruthy();
  });

  it('shows no empty state when only some sections are empty', async () => {
    renderRooms([kitchen]);
    const rooms = await screen.findByRole('region', { name: 'Rooms' });
    expect(await within(rooms).findByText('Kitchen')).toBeTruthy();
    const design = screen.getByRole('region', { name: 'Design' });
    expect(within(design).getByText('No items yet')).toBeTruthy();
    expect(within(design).getByRole('button', { name: 'Add the first design' })).toBeTruthy();
    expect(screen.queryByText('No rooms yet')).toBeNull();
    for (const text of otherEmptyStates) expect(screen.queryByText(text)).toBeNull();
  });

  it('offers a viewer the empty state without an add button', async () => {
    renderRooms([], 'viewer');
    expect(await screen.findByText('No rooms yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add/ })).toBeNull();
  });
});

/**
 * The newcomer's project: the Kitchen (£18,000) holds its units (£9,000) and its builder
 * (£6,000); the Bathroom has £9,500. A room's summary holds its children's, as the server
 * answers it, so the units' expenses are in the Kitchen's figures and are not added twice.
 */
describe("the overview's figures: each pound once", () => {
  const ids = {
    kitchen: kitchen.id,
    units: '1c1d5a0e-8a52-4d4c-9d2e-3f1f5b2a6c12',
    builder: '2c1d5a0e-8a52-4d4c-9d2e-3f1f5b2a6c13',
    bathroom: '3c1d5a0e-8a52-4d4c-9d2e-3f1f5b2a6c14',
  };
  const project = [
    { ...kitchen, budget: 18_000 },
    {
      ...kitchen,
      id: ids.units,
      name: 'Kitchen units',
      type: 'design',
      budget: 9_000,
      parent_id: ids.kitchen,
    },
    {
      ...kitchen,
      id: ids.builder,
      name: 'Builder',
      type: 'service',
      budget: 6_000,
      parent_id: ids.kitchen,
    },
    { ...kitchen, id: ids.bathroom, name: 'Bathroom', budget: 9_500 },
  ];
  const summary = (committed: number, paid: number) => ({
    count: 1,
    total: committed,
    unpaid_total: committed - paid,
    committed_total: committed,
    amount_paid: paid,
    amount_due_committed: committed - paid,
    amount_due_speculative: 0,
    vat_total: 0,
  });
  const summaries = {
    [ids.kitchen]: summary(16_100, 1_200),
    [ids.units]: summary(16_100, 1_200),
    [ids.builder]: summary(0, 0),
    [ids.bathroom]: summary(9_500, 300),
  };

  function figure(label: string): string {
    const term = screen.getAllByText(label).find((node) => node.tagName === 'DT');
    return term?.parentElement?.querySelector('dd')?.textContent ?? '';
  }

  it('shows the project budget, its 10 % contingency and what is left of it', async () => {
    renderRooms(project, 'owner', {
      summaries,
      projectBudget: {
        budget: 27_500,
        contingency: { kind: 'percent', value: 10 },
        contingency_amount: 2_750,
      },
    });
    expect(await screen.findByText('10 % of the budget')).toBeTruthy();
    expect(figure('Budget')).toBe('£27,500.00');
    expect(figure('Contingency')).toBe('£2,750.00');
    // £16,100 + £9,500 committed leaves £1,900 of the budget: that much of the contingency.
    expect(figure('Contingency Left')).toBe('£1,900.00');
    expect(screen.getByText('After £25,600.00 committed')).toBeTruthy();
    expect(figure('Amount Paid')).toBe('£1,500.00');
    expect(figure('Amount Due (Committed)')).toBe('£24,100.00');
    expect(screen.getByRole('button', { name: 'Edit project budget' })).toBeTruthy();
  });

  it("adds the rooms' budgets without a project budget, and says who belongs where", async () => {
    renderRooms(project, 'owner', { summaries });
    const rooms = await screen.findByRole('region', { name: 'Rooms' });
    expect(await within(rooms).findByText('With Kitchen units, Builder')).toBeTruthy();
    const design = screen.getByRole('region', { name: 'Design' });
    expect(within(design).getByText('In Kitchen')).toBeTruthy();
    expect(figure('Budget')).toBe('£27,500.00');
    expect(screen.queryByText('Contingency')).toBeNull();
    expect(screen.getByRole('button', { name: 'Set project budget' })).toBeTruthy();
  });

  it('offers an interior designer no way to change the project budget', async () => {
    renderRooms(project, 'interior_designer', { summaries });
    await screen.findByRole('region', { name: 'Rooms' });
    expect(screen.queryByRole('button', { name: /project budget/ })).toBeNull();
  });

  it('refuses a contingency over 100 % in the dialog, then sends the budget and 10 %', async () => {
    const user = renderRooms(project, 'owner', { summaries });
    await user.click(await screen.findByRole('button', { name: 'Set project budget' }));
    const dialog = await screen.findByRole('dialog', { name: 'Project budget' });
    await user.type(within(dialog).getByLabelText('Project budget (£)'), '27500');
    await user.type(within(dialog).getByLabelText('Contingency (%)'), '120');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('A percentage is at most 100.')).toBeTruthy();
    expect(sent.filter((request) => request.method === 'PUT')).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText('Contingency (%)'));
    await user.type(within(dialog).getByLabelText('Contingency (%)'), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.find((request) => request.method === 'PUT')?.body).toEqual({
      budget: 27_500,
      contingency: { kind: 'percent', value: 10 },
    });
    expect(await screen.findByText('10 % of the budget')).toBeTruthy();
    expect(figure('Contingency')).toBe('£2,750.00');
  });
});
