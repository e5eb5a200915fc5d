import type { BuildComponent } from '@hrt/shared/schemas/build-components';
import type { Expense } from '@hrt/shared/schemas/expenses';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Session, SessionContext } from '@/lib/auth/session-context';
import { fieldsOf, toRow } from '../lib/expense-draft';
import { ExpenseDialog } from './expense-dialog';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(cleanup);

const kitchen = {
  id: '0b7d5a0e-8a52-4d4c-9d2e-3f1f5b2a6c11',
  name: 'Kitchen',
  type: 'room',
} as BuildComponent;
const readAt = '2026-11-02T09:00:00.000Z';

/** A row saved from a receipt before Product was filled in by the reader: no product. */
const imported: Expense = {
  id: '5d0c6f0a-2b1e-4c3d-9e8f-7a6b5c4d3e29',
  component_id: kitchen.id,
  room_id: kitchen.id,
  description: 'Receipt from Grove DIY',
  supplier: 'Grove DIY',
  product: '',
  quantity: 1,
  rrp: 75.44,
  trade_discount: 0,
  discount: 0,
  add_vat: 'INC_VAT',
  vat_rate: 20,
  vat_amount: 12.57,
  invoice_date: '2018-02-21',
  invoice_number: '0042-118',
  amount_paid: 0,
  payments: [],
  paid_by_account_id: null,
  link: '',
  receipt: null,
  committed: true,
  total_cost: 75.44,
  amount_due: 75.44,
  contact_id: null,
  created_at: readAt,
  updated_at: readAt,
  created_by: 'owner@example.com',
};

/** A role that sees no accounts: Save waits for nothing but the fields. */
const designer: Session = {
  status: 'signed-in',
  role: 'interior_designer',
  user: { email: 'designer@example.com', displayName: null, role: 'interior_designer' },
  signIn: async () => {},
  signOut: async () => {},
};

function renderDialog(expense: Expense) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const row = toRow(expense.id, fieldsOf(expense), {
    isNew: false,
    isDirty: false,
    updated_at: expense.updated_at,
    receipt: expense.receipt,
    payments: expense.payments,
  });
  render(
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={designer}>
        <ExpenseDialog
          open
          onOpenChange={() => {}}
          row={row}
          components={[kitchen]}
          accounts={[]}
          defaultComponentId={kitchen.id}
          onSaved={() => {}}
        />
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('a greyed Save in the expense dialog', () => {
  it('says which field it waits for, beside the button, until it is filled in', async () => {
    const user = renderDialog(imported);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true);
    const reason = document.getElementById(save.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe('Fill in Product to save.');

    await user.clear(screen.getByLabelText(/^Supplier/));
    expect(reason?.isConnected && reason.textContent).toBe('Fill in Supplier and Product to save.');

    await user.type(screen.getByLabelText(/^Supplier/), 'Grove DIY');
    await user.type(screen.getByLabelText(/^Product/), 'Wood filler');
    expect(save).toHaveProperty('disabled', false);
    expect(save.getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByText(/to save\.$/)).toBeNull();
  });
});
