import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Session, SessionContext } from '@/lib/auth/session-context';
import { serveFakeApi } from '@/test/fake-api';
import { UserManagementPage } from './user-management-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const owner: Session = {
  status: 'signed-in',
  role: 'owner',
  user: { email: 'owner@example.com', displayName: null, role: 'owner' },
  signIn: async () => {},
  signOut: async () => {},
};

const entry = (email: string, role: string) => ({
  email,
  role,
  allowed: true,
  created_at: '2026-11-01T09:00:00.000Z',
  contact_id: null,
  contact_name: null,
});

/** A fake server whose allowlist grows with each POST, as the real one does. */
function serveAllowlist() {
  const allowlist = [entry('owner@example.com', 'owner')];
  return serveFakeApi(({ method, path }) => {
    const url = new URL(path, 'http://localhost');
    if (url.pathname === '/api/admin/users' && method === 'GET') {
      return { status: 200, body: [...allowlist] };
    }
    if (url.pathname === '/api/admin/users' && method === 'POST') {
      const added = entry(url.searchParams.get('email') ?? '', url.searchParams.get('role') ?? '');
      allowlist.push(added);
      return { status: 200, body: added };
    }
    if (method === 'GET') return { status: 200, body: [] };
    return undefined;
  });
}

describe('the user management page', () => {
  it('lists the person just added under Allowlisted users', async () => {
    serveAllowlist();
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: 30_000 } },
    });
    render(
      <QueryClientProvider client={client}>
        <SessionContext.Provider value={owner}>
          <MemoryRouter>
            <UserManagementPage />
          </MemoryRouter>
        </SessionContext.Provider>
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Allowlisted users' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);

    await user.type(screen.getByLabelText('Email'), 'sam@example.co.uk');
    await user.click(screen.getByRole('button', { name: 'Add user' }));

    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Allowlisted users' }))
          .getAllByRole('listitem')
          .map((item) => item.querySelector('.font-medium')?.textContent),
      ).toEqual(['owner@example.com', 'sam@example.co.uk']),
    );
  });
});
