import type { Contact } from '@hrt/shared/schemas/contacts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Session, SessionContext } from '@/lib/auth/session-context';
import { serveFakeApi } from '@/test/fake-api';
import { ContactSelect } from './contact-select';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const audit = {
  created_at: '2026-03-01T09:00:00.000Z',
  updated_at: '2026-03-01T09:00:00.000Z',
  created_by: null,
};
const dan: Contact = {
  id: '5d1e2c1a-4b5d-4e6f-8a9b-0c1d2e3f4a01',
  name: 'Dan Price',
  company: 'Price Electrical Ltd',
  trade: 'Electrician',
  email: '',
  phone: '',
  notes: '',
  ...audit,
};
const sue: Contact = {
  ...dan,
  id: '5d1e2c1a-4b5d-4e6f-8a9b-0c1d2e3f4a02',
  name: 'Sue Cole',
  company: '',
  trade: 'Plumber',
};

const owner: Session = {
  status: 'signed-in',
  role: 'owner',
  user: { email: 'owner@example.com', displayName: null, role: 'owner', contact_id: null },
  signIn: async () => {},
  signOut: async () => {},
};

/** A form's picker beside its free-text Supplier field, as the expense and task dialogs have them. */
function Form() {
  const [contactId, setContactId] = useState<string | null>(null);
  const [supplier, setSupplier] = useState('');
  return (
    <>
      <ContactSelect
        label="Paid to"
        value={contactId}
        onChange={setContactId}
        linkedText={{ value: supplier, onChange: setSupplier }}
      />
      <label>
        Supplier
        <input value={supplier} onChange={(event) => setSupplier(event.target.value)} />
      </label>
      <output aria-label="Chosen">{contactId ?? 'none'}</output>
    </>
  );
}

function renderForm() {
  serveFakeApi(({ method, path }) => {
    if (method === 'GET' && path === '/api/contacts') return { status: 200, body: [dan, sue] };
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={owner}>
        <Form />
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
}

describe('the contact picker', () => {
  it('fills an empty supplier with the company, and replaces it with the next pick while untouched', async () => {
    const user = userEvent.setup();
    renderForm();
    const picker = screen.getByLabelText('Paid to');
    await screen.findByRole('option', { name: 'Dan Price (Price Electrical Ltd)' });

    await user.selectOptions(picker, 'Dan Price (Price Electrical Ltd)');
    expect(screen.getByLabelText('Supplier')).toHaveProperty('value', 'Price Electrical Ltd');
    expect(screen.getByLabelText('Chosen').textContent).toBe(dan.id);

    // Still the previous contact's words: the new contact's name (it has no company) replaces them.
    await user.selectOptions(picker, 'Sue Cole');
    expect(screen.getByLabelText('Supplier')).toHaveProperty('value', 'Sue Cole');

    // "None" unlinks the contact and leaves the name written.
    await user.selectOptions(picker, 'None');
    expect(screen.getByLabelText('Supplier')).toHaveProperty('value', 'Sue Cole');
    expect(screen.getByLabelText('Chosen').textContent).toBe('none');
  });

  it('keeps what the person wrote themselves', async () => {
    const user = userEvent.setup();
    renderForm();
    await screen.findByRole('option', { name: 'Sue Cole' });
    await user.type(screen.getByLabelText('Supplier'), 'Screwfix Leeds');
    await user.selectOptions(screen.getByLabelText('Paid to'), 'Sue Cole');
    expect(screen.getByLabelText('Supplier')).toHaveProperty('value', 'Screwfix Leeds');
    expect(screen.getByLabelText('Chosen').textContent).toBe(sue.id);
  });
});
