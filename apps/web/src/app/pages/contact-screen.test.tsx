import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contact, contactWork, Providers } from '@/features/contacts/test/contact-fixtures';
import { serveFakeApi } from '@/test/fake-api';
import { ContactScreen } from './contact-screen';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const dan = contact();
const owner = 'owner' as const;

describe("a contact's page for the owner", () => {
  it('lets the owner invite the contact as a trade, tied to this contact', async () => {
    const user = userEvent.setup();
    const sent = serveFakeApi(({ method, path }) => {
      if (method === 'GET' && path === `/api/contacts/${dan.id}/work`)
        return { status: 200, body: contactWork(dan) };
      if (method === 'GET' && path === '/api/contacts') return { status: 200, body: [dan] };
      if (method === 'POST' && path === '/api/admin/invitations') {
        return {
          status: 201,
          body: {
            id: 'bd1e2c1a-4b5d-4e6f-8a9b-0c1d2e3f4a61',
            email: dan.email,
            role: 'trade',
            expires_at: '2026-03-03T09:00:00.000Z',
            status: 'pending',
            sent_at: '2026-03-01T09:00:00.000Z',
            invited_by: 'owner@example.com',
            contact_id: dan.id,
            contact_name: 'Price Electrical Ltd',
            link: 'http://localhost:8000/invite?token=abc',
          },
        };
      }
    });
    render(
      <Providers role={owner} at={`/contacts/${dan.id}`}>
        <Routes>
          <Route path="/contacts/:contactId" element={<ContactScreen />} />
        </Routes>
      </Providers>,
    );
    await user.click(await screen.findByRole('button', { name: 'Invite as trade' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite Dan Price as a trade' });
    expect(within(dialog).getByLabelText('Email')).toHaveProperty('value', dan.email);
    expect(within(dialog).getByLabelText('Role')).toHaveProperty('value', 'trade');
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Contact')).toHaveProperty('value', dan.id),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    await waitFor(() =>
      expect(within(dialog).getByLabelText(`Invitation link for ${dan.email}`)).toHaveProperty(
        'value',
        'http://localhost:8000/invite?token=abc',
      ),
    );
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      email: dan.email,
      role: 'trade',
      contact_id: dan.id,
    });
  });
});
