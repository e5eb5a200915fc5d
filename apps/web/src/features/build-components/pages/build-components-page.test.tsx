import type { Role } from '@hrt/shared/roles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Session, SessionContext } from '@/lib/auth/session-context';
import { serveFakeApi } from '@/test/fake-api';
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
};

function renderRooms(components: unknown[], role: Role = 'owner') {
  serveFakeApi(({ method, path }) => {
    if (method === 'GET' && path === '/api/components') return { status: 200, body: components };
    if (method === 'GET' && path === '/api/expenses/summaries') return { status: 200, body: {} };
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
