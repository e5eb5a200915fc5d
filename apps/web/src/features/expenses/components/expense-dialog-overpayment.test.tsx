import type { BuildComponent } from '@hrt/shared/schemas/build-components';
import type { Expense } from '@hrt/shared/schemas/expenses';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
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
 * An amount above what is due, in the expense dialog: the payment form and 'Amount paid' say
 * by how much, and send nothing until it is confirmed; then they send it with the flag.
 */
const bathroom = {
  id: '0b7d5a0e-8a52-4d4c-9d2e-3f1f5b2a6c19',
  name: 'Bathroom',
  type: 'room',
} as BuildComponent;
const readAt = '2026-11-02T09:00:00.000Z';

/** A suite at £6,566.40, nothing paid yet. */
const suite: Expense = {
  id: '5d0c6f0a-2b1e-4c3d-9e8f-7a6b5c4d3e29',
  component_id: bathroom.id,
  room_id: bathroom.id,
  description: '',
  supplier: 'Victoria Plum',
  product: 'Suite',
  quantity: 1,
  rrp: 6566.4,
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
  total_cost: 6566.4,
  amount_due: 6566.4,
  contact_id: null,
  created_at: readAt,
  updated_at: readAt,
  created_by: 'owner@example.com',
};

const owner: Session = {
  status: 'signed-in',
  role: 'owner',
  user: { email: 'owner@example.com', displayName: null, role: 'owner' },
  signIn: async () => {},
  signOut: async () => {},
};

function renderDialog(expense: Expense | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // No contacts yet: the 'Paid to' picker asks for none, so `sent` holds only the dialog's writes.
  client.setQueryData(queryKeys.contactList(), []);
  const row = expense
    ? toRow(expense.id, fieldsOf(expense), {
        isNew: false,
        isDirty: false,
        updated_at: expense.updated_at,
        receipt: null,
        payments: expense.payments,
      })
    : null;
  render(
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={owner}>
        <ExpenseDialog
          open
          onOpenChange={() => {}}
          row={row}
          components={[bathroom]}
          accounts={[]}
          defaultComponentId={bathroom.id}
          onSaved={() => {}}
        />
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('a payment above what is due', () => {
  it('says £99,999.00 on £6,566.40 is £93,432.60 more, and sends it only once confirmed', async () => {
    const sent = serveFakeApi(({ method }) =>
      method === 'POST'
        ? { status: 201, body: { ...suite, amount_paid: 99999, amount_due: -93432.6 } }
        : undefined,
    );
    const user = renderDialog(suite);
    await user.click(screen.getByRole('button', { name: 'Add a payment' }));
    const group = screen.getByRole('group', { name: 'New payment' });
    await user.clear(within(group).getByLabelText('Date paid'));
    await user.type(within(group).getByLabelText('Amount (£)'), '99999');
    expect(
      within(group).getByText('Check the amount: this is £93,432.60 more than is due.'),
    ).toBeTruthy();

    await user.click(within(group).getByRole('button', { name: 'Record payment' }));
    expect(within(group).getByRole('alert').textContent).toBe(
      'Tick the box to record more than is due, or change the amount.',
    );
    expect(sent).toEqual([]);

    await user.click(within(group).getByLabelText('Record it anyway, as an overpayment'));
    await user.click(within(group).getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({
      date: null,
      amount: 99999,
      paid_by_account_id: null,
      note: '',
      confirm_overpayment: true,
      updated_at: readAt,
    });
  });

  it('asks nothing of £6,566.40, exactly what is due', async () => {
    serveFakeApi(() => undefined);
    const user = renderDialog(suite);
    await user.click(screen.getByRole('button', { name: 'Add a payment' }));
    const group = screen.getByRole('group', { name: 'New payment' });
    await user.type(within(group).getByLabelText('Amount (£)'), '6566.40');
    expect(within(group).queryByText(/more than is due/)).toBeNull();
    expect(within(group).queryByLabelText('Record it anyway, as an overpayment')).toBeNull();
  });
});

describe("a new expense's Amount paid above its total", () => {
  it('says £5,000.00 paid on £1,000.00 is £4,000.00 more, and saves only once confirmed', async () => {
    const sent = serveFakeApi(({ method }) =>
      method === 'POST' ? { status: 201, body: { ...suite, rrp: 1000 } } : undefined,
    );
    const user = renderDialog(null);
    await user.type(screen.getByLabelText('Supplier *'), 'Stone Ltd');
    await user.type(screen.getByLabelText('Product *'), 'Slab');
    await user.type(screen.getByLabelText('RRP (£)'), '1000');
    await user.type(screen.getByLabelText('Amount paid (£)'), '5000');
    expect(screen.getByText('Check the amount: this is £4,000.00 more than is due.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Amount paid: tick the box to record more than is due, or change the amount.',
    );
    expect(sent).toEqual([]);

    await user.click(screen.getByLabelText('Record it anyway, as an overpayment'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toMatchObject({
      rrp: 1000,
      amount_paid: 5000,
      confirm_overpayment: true,
    });
  });
});
