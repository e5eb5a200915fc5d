import type { BuildComponent } from '@hrt/shared/schemas/build-components';
import type { Contact } from '@hrt/shared/schemas/contacts';
import type { Expense } from '@hrt/shared/schemas/expenses';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Session, SessionContext } from '@/lib/auth/session-context';
import { queryKeys } from '@/lib/query-keys';
import { serveFakeApi } from '@/test/fake-api';
import { fieldsOf, toRow } from '../lib/expense-draft';
import { ExpenseDialog } from './expense-dialog';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('@/lib/undo-toast', () => ({ toastWithUndo: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/**
 * The expense dialog's "Paid to": picking a contact fills an empty Supplier with its company
 * and the save sends the contact; a supplier the person typed stays as it is.
 */
const at = '2026-11-02T09:00:00.000Z';
const rewire = { id: '2b7d5a0e-8a52-4d4c-9d2e-3f1f5b2a6c11', name: 'Rewire' } as BuildComponent;
const brightwire: Contact = {
  id: '3c7d5a0e-8a52-4d4c-9d2e-3f1f5b2a6c11',
  name: 'Dan Whitmore',
  company: 'Brightwire Electrical',
  trade: 'Electrician',
  email: 'dan@brightwire.example',
  phone: '07700 900412',
  notes: '',
  created_at: at,
  updated_at: at,
  created_by: 'owner@example.com',
};

/** First fix labour: £950.00, No VAT, nobody named yet. */
const labour: Expense = {
  id: '4d0c6f0a-2b1e-4c3d-9e8f-7a6b5c4d3e21',
  component_id: rewire.id,
  room_id: rewire.id,
  description: 'First fix labour',
  supplier: '',
  product: 'Labour',
  quantity: 1,
  rrp: 950,
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
  total_cost: 950,
  amount_due: 950,
  contact_id: null,
  created_at: at,
  updated_at: at,
  created_by: 'owner@example.com',
};

const owner: Session = {
  status: 'signed-in',
  role: 'owner',
  user: { email: 'owner@example.com', displayName: null, role: 'owner' },
  signIn: async () => {},
  signOut: async () => {},
};

function renderDialog(expense: Expense) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(queryKeys.contactList(), [brightwire]);
  const row = toRow(expense.id, fieldsOf(expense), {
    isNew: false,
    isDirty: false,
    updated_at: expense.updated_at,
    receipt: null,
    payments: [],
  });
  render(
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={owner}>
        <ExpenseDialog
          open
          onOpenChange={() => {}}
          row={row}
          components={[rewire]}
          accounts={[]}
          onSaved={() => {}}
        />
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

function serveSaves() {
  return serveFakeApi(({ method, path, body }) =>
    method === 'PUT' && path === `/api/expenses/${labour.id}`
      ? { status: 200, body: { ...labour, ...(body as object), updated_at: at } }
      : undefined,
  );
}

describe("the expense dialog's Paid to", () => {
  it('fills an empty Supplier with the contact and saves both', async () => {
    const sent = serveSaves();
    const user = renderDialog(labour);
    await user.selectOptions(screen.getByLabelText('Paid to'), brightwire.id);
    expect(screen.getByLabelText(/^Supplier/)).toHaveProperty('value', 'Brightwire Electrical');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.some((request) => request.method === 'PUT')).toBe(true));
    const put = sent.find((request) => request.method === 'PUT')!;
    expect(put.body).toMatchObject({
      contact_id: '3c7d5a0e-8a52-4d4c-9d2e-3f1f5b2a6c11',
      supplier: 'Brightwire Electrical',
    });
  });

  it('keeps a supplier the person typed', async () => {
    serveSaves();
    const user = renderDialog({ ...labour, supplier: 'Brightwire Ltd (old invoices)' });
    await user.selectOptions(screen.getByLabelText('Paid to'), brightwire.id);
    expect(screen.getByLabelText(/^Supplier/)).toHaveProperty(
      'value',
      'Brightwire Ltd (old invoices)',
    );
  });
});
