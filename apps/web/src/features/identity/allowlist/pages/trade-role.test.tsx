import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Session, SessionContext } from '@/lib/auth/session-context';
import { type SentRequest, serveFakeApi } from '@/test/fake-api';
import { InviteDialog } from '../../invitations/components/invite-dialog';
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

const MASON = '3f2b8c1e-5d4a-4b6c-9e7f-1a2b3c4d5e6f';
const REQUEST = '6f1c2b1e-8a7d-4c1e-9a51-1f0f7c9b2d11';
const audit = {
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-01T09:00:00.000Z',
  created_by: 'owner@example.com',
};
const contacts = [
  {
    id: MASON,
    name: 'Bob Mason',
    company: 'Mason & Sons',
    trade: 'Builder',
    email: 'bob@mason.example',
    phone: '',
    notes: '',
    ...audit,
  },
];
const entry = (email: string, role: string, contactId: string | null = null) => ({
  email,
  role,
  allowed: true,
  created_at: '2026-11-01T09:00:00.000Z',
  contact_id: contactId,
  contact_name: contactId === MASON ? 'Mason & Sons' : null,
});

/** A fake server for the Admin page: its allowlist grows with each POST, as the real one does. */
function serveAdmin() {
  const allowlist = [
    entry('owner@example.com', 'owner'),
    entry('bob@mason.example', 'trade', MASON),
  ];
  return serveFakeApi(({ method, path, body }) => {
    const url = new URL(path, 'http://localhost');
    const query = url.searchParams;
    if (url.pathname === '/api/admin/users' && method === 'GET') {
      return { status: 200, body: [...allowlist] };
    }
    if (url.pathname === '/api/admin/users' && method === 'POST') {
      const added = entry(
        query.get('email') ?? '',
        query.get('role') ?? '',
        query.get('contact_id'),
      );
      allowlist.push(added);
      return { status: 200, body: added };
    }
    if (url.pathname === '/api/contacts') return { status: 200, body: contacts };
    if (url.pathname === '/api/admin/access-requests') {
      return {
        status: 200,
        body: [
          {
            id: REQUEST,
            email: 'asking@example.com',
            status: 'pending',
            created_at: audit.created_at,
          },
        ],
      };
    }
    if (url.pathname === `/api/admin/access-requests/${REQUEST}/approve`) {
      const { role, contact_id } = body as { role: string; contact_id?: string };
      return { status: 200, body: entry('asking@example.com', role, contact_id ?? null) };
    }
    if (method === 'GET') return { status: 200, body: [] };
    return undefined;
  });
}

function renderWithOwner(ui: React.ReactNode) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 30_000 } },
  });
  render(
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={owner}>
        <MemoryRouter>{ui}</MemoryRouter>
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
}

const posts = (sent: SentRequest[], pathStart: string) =>
  sent.filter((request) => request.method === 'POST' && request.path.startsWith(pathStart));

describe('the Admin page and the trade role', () => {
  it('asks for the contact when Trade is chosen, and refuses to add a trade without one', async () => {
    const sent = serveAdmin();
    renderWithOwner(<UserManagementPage />);
    const user = userEvent.setup();
    await screen.findByRole('list', { name: 'Allowlisted users' });

    // No contact select until Trade is chosen.
    expect(screen.queryByLabelText('Contact')).toBeNull();
    await user.type(screen.getByLabelText('Email'), 'sam@example.co.uk');
    await user.selectOptions(screen.getByLabelText('Role'), 'Trade');
    const contact = await screen.findByLabelText('Contact');
    await within(contact).findByRole('option', { name: 'Bob Mason (Mason & Sons)' });

    await user.click(screen.getByRole('button', { name: 'Add user' }));
    expect(await screen.findByText('Choose the contact this trade is.')).toBeTruthy();
    expect(posts(sent, '/api/admin/users')).toEqual([]);

    await user.selectOptions(contact, MASON);
    await user.click(screen.getByRole('button', { name: 'Add user' }));
    await waitFor(() => expect(posts(sent, '/api/admin/users')).toHaveLength(1));
    const query = new URL(posts(sent, '/api/admin/users')[0]!.path, 'http://localhost')
      .searchParams;
    expect(Object.fromEntries(query)).toEqual({
      email: 'sam@example.co.uk',
      role: 'trade',
      allowed: 'true',
      contact_id: MASON,
    });
    // The offer to invite says for whom.
    expect(
      (await screen.findByRole('region', { name: 'Invite sam@example.co.uk' })).textContent,
    ).toContain('may now sign in as Trade · Mason & Sons');
  });

  it('sends no contact for another role, even one picked before the role changed', async () => {
    const sent = serveAdmin();
    renderWithOwner(<UserManagementPage />);
    const user = userEvent.setup();
    await screen.findByRole('list', { name: 'Allowlisted users' });
    await user.type(screen.getByLabelText('Email'), 'pat@example.com');
    await user.selectOptions(screen.getByLabelText('Role'), 'Trade');
    const contact = await screen.findByLabelText('Contact');
    await within(contact).findByRole('option', { name: 'Bob Mason (Mason & Sons)' });
    await user.selectOptions(contact, MASON);
    await user.selectOptions(screen.getByLabelText('Role'), 'Viewer');
    expect(screen.queryByLabelText('Contact')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add user' }));
    await waitFor(() => expect(posts(sent, '/api/admin/users')).toHaveLength(1));
    const query = new URL(posts(sent, '/api/admin/users')[0]!.path, 'http://localhost')
      .searchParams;
    expect(Object.fromEntries(query)).toEqual({
      email: 'pat@example.com',
      role: 'viewer',
      allowed: 'true',
    });
  });

  it("lists a trade as 'Trade · <contact>'", async () => {
    serveAdmin();
    renderWithOwner(<UserManagementPage />);
    const list = await screen.findByRole('list', { name: 'Allowlisted users' });
    const bob = within(list)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes('bob@mason.example'));
    expect(bob?.textContent).toContain('Trade · Mason & Sons');
  });

  it('approves an access request as a trade only with its contact', async () => {
    const sent = serveAdmin();
    renderWithOwner(<UserManagementPage />);
    const user = userEvent.setup();
    await user.selectOptions(
      await screen.findByLabelText('Role to grant asking@example.com'),
      'Trade',
    );
    await user.click(screen.getByRole('button', { name: 'Approve asking@example.com' }));
    expect(await screen.findByText('Choose the contact this trade is.')).toBeTruthy();
    expect(posts(sent, '/api/admin/access-requests')).toEqual([]);

    const contact = screen.getByLabelText('Contact asking@example.com is');
    await within(contact).findByRole('option', { name: 'Bob Mason (Mason & Sons)' });
    await user.selectOptions(contact, MASON);
    await user.click(screen.getByRole('button', { name: 'Approve asking@example.com' }));
    await waitFor(() => expect(posts(sent, '/api/admin/access-requests')).toHaveLength(1));
    expect(posts(sent, '/api/admin/access-requests')[0]!.body).toEqual({
      role: 'trade',
      contact_id: MASON,
    });
  });
});

describe('the invite dialog', () => {
  it('invites as Trade for a preset contact, and refuses a trade whose contact is cleared', async () => {
    const sent = serveFakeApi(({ method, path, body }) => {
      if (path.startsWith('/api/contacts')) return { status: 200, body: contacts };
      if (method === 'POST' && path === '/api/admin/invitations') {
        const { email, role, contact_id } = body as Record<string, string>;
        return {
          status: 201,
          body: {
            id: REQUEST,
            email,
            role,
            expires_at: '2026-12-01T09:00:00.000Z',
            status: 'pending',
            sent_at: audit.created_at,
            invited_by: 'owner@example.com',
            contact_id,
            contact_name: 'Mason & Sons',
            link: 'http://localhost:8000/invite?token=abc',
          },
        };
      }
      return undefined;
    });
    renderWithOwner(
      <InviteDialog
        open
        onOpenChange={() => {}}
        initialRole="trade"
        initialContactId={MASON}
        initialEmail="bob@mason.example"
      />,
    );
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'Bob Mason (Mason & Sons)' });
    expect((screen.getByLabelText('Role') as HTMLSelectElement).value).toBe('trade');

    await user.selectOptions(screen.getByLabelText('Contact'), '');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Choose the contact this trade is.')).toBeTruthy();
    expect(posts(sent, '/api/admin/invitations')).toEqual([]);

    await user.selectOptions(screen.getByLabelText('Contact'), MASON);
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(posts(sent, '/api/admin/invitations')).toHaveLength(1));
    expect(posts(sent, '/api/admin/invitations')[0]!.body).toEqual({
      email: 'bob@mason.example',
      role: 'trade',
      contact_id: MASON,
    });
    // No mail server: the link is shown once, to copy.
    expect(
      ((await screen.findByLabelText('Invitation link for bob@mason.example')) as HTMLInputElement)
        .value,
    ).toBe('http://localhost:8000/invite?token=abc');
  });
});
