import { contactMessages } from '@hrt/shared/schemas/contacts';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveFakeApi, trashEntry } from '@/test/fake-api';
import { contact, Providers } from '../test/contact-fixtures';
import { ContactsPage } from './contacts-page';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(toast.success).mockReset();
});

const dan = contact();
const sue = contact({
  id: '5d1e2c1a-4b5d-4e6f-8a9b-0c1d2e3f4a02',
  name: 'Sue Cole',
  company: '',
  trade: 'Plumber',
  email: '',
  phone: '+44 20 7946 0018',
});

function renderPage(role: 'owner' | 'viewer' = 'owner') {
  return render(
    <Providers role={role}>
      <ContactsPage />
    </Providers>,
  );
}

describe('the Contacts page', () => {
  it('lists every contact, then asks the server for a search once typing pauses', async () => {
    const user = userEvent.setup();
    const sent = serveFakeApi(({ method, path }) => {
      if (method === 'GET' && path === '/api/contacts') return { status: 200, body: [dan, sue] };
      if (method === 'GET' && path === '/api/contacts?q=plumb') return { status: 200, body: [sue] };
    });
    renderPage();

    const table = await screen.findByRole('table');
    expect(within(table).getByRole('link', { name: 'Dan Price' }).getAttribute('href')).toBe(
      `/contacts/${dan.id}`,
    );
    expect(within(table).getByText('Price Electrical Ltd')).toBeTruthy();
    const call = within(table).getByRole('link', { name: 'Call Sue Cole on +44 20 7946 0018' });
    expect(call.getAttribute('href')).toBe('tel:+442079460018');

    await user.type(screen.getByRole('searchbox', { name: 'Search contacts' }), 'plumb');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Dan Price' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Sue Cole' })).toBeTruthy();
    // One search for the whole word, not one per key.
    expect(sent.filter((request) => request.path.startsWith('/api/contacts?q='))).toEqual([
      { method: 'GET', path: '/api/contacts?q=plumb', body: undefined },
    ]);
  });

  it("refuses a contact without a name, and shows the server's refusal under its field", async () => {
    const user = userEvent.setup();
    const sent = serveFakeApi(({ method, path }) => {
      if (method === 'GET' && path === '/api/contacts') return { status: 200, body: [] };
      if (method === 'POST' && path === '/api/contacts') {
        return {
          status: 400,
          body: {
            code: 'validation_failed',
            detail: 'phone: Enter a phone number: digits, spaces, +, brackets and dashes only.',
            errors: {
              phone: ['Enter a phone number: digits, spaces, +, brackets and dashes only.'],
            },
          },
        };
      }
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add Contact' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Contact' });

    await user.click(within(dialog).getByRole('button', { name: 'Add Contact' }));
    expect(await within(dialog).findByText(contactMessages.nameRequired)).toBeTruthy();
    expect(sent.some((request) => request.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText('Name'), 'Ann Roofs');
    await user.click(within(dialog).getByRole('button', { name: 'Add Contact' }));
    const phone = within(dialog).getByLabelText('Phone');
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(
      within(dialog).getByText(
        'Enter a phone number: digits, spaces, +, brackets and dashes only.',
      ),
    ).toBeTruthy();
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      name: 'Ann Roofs',
      company: '',
      trade: 'Other',
      email: '',
      phone: '',
      notes: '',
    });
  });

  it('asks before deleting, then tells it went to the trash', async () => {
    const user = userEvent.setup();
    const sent = serveFakeApi(({ method, path }) => {
      if (method === 'GET' && path === '/api/contacts') return { status: 200, body: [dan] };
      if (method === 'DELETE' && path === `/api/contacts/${dan.id}`) {
        return {
          status: 200,
          body: trashEntry({
            resource_type: 'contact',
            resource_id: dan.id,
            label: 'Contact',
            name: 'Dan Price',
          }),
        };
      }
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Dan Price' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete contact' });
    expect(within(confirm).getByText(contactMessages.confirmDelete)).toBeTruthy();
    expect(sent.some((request) => request.method === 'DELETE')).toBe(false);

    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Contact deleted.', expect.anything()),
    );
    expect(sent.filter((request) => request.method === 'DELETE')).toHaveLength(1);
  });

  it('lets a viewer read but not change', async () => {
    serveFakeApi(({ method, path }) => {
      if (method === 'GET' && path === '/api/contacts') return { status: 200, body: [dan] };
    });
    renderPage('viewer');
    expect(await screen.findByRole('link', { name: 'Dan Price' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Contact' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Dan Price' })).toBeNull();
  });
});
