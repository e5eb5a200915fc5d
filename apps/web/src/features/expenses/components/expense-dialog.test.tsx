import type { BuildComponent } from '@hrt/shared/schemas/build-components';
import type { ExpensePayment } from '@hrt/shared/schemas/expense-payments';
import type { Expense } from '@hrt/shared/schemas/expenses';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Session, SessionContext } from '@/lib/auth/session-context';
import { queryKeys } from '@/lib/query-keys';
import { toastWithUndo } from '@/lib/undo-toast';
import { serveFakeApi } from '@/test/fake-api';
import { fieldsOf, toRow } from '../lib/expense-draft';
import { ExpenseDialog } from './expense-dialog';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('@/lib/undo-toast', () => ({ toastWithUndo: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(toast.success).mockReset();
  vi.mocked(toastWithUndo).mockReset();
});

/**
 * The expense dialog against a fake server: the VAT amount it shows as the rate and mode
 * change, and a stored expense's payments (their sum, recording one, removing one).
 */
const kitchen = {
  id: '0b7d5a0e-8a52-4d4c-9d2e-3f1f5b2a6c11',
  name: 'Kitchen',
  type: 'room',
} as BuildComponent;
const visa = { id: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e41', account_name: 'Visa' };
const pot = { id: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e42', account_name: 'Savings pot' };
const accounts = [visa, pot].map((account) => ({ ...account, provider: 'Bank', is_active: true }));
const readAt = '2026-11-02T09:00:00.000Z';

const deposit: ExpensePayment = {
  id: '9d000000-0000-4000-8000-000000000001',
  date: '2026-11-01',
  amount: 500,
  paid_by_account_id: visa.id,
  note: 'Deposit',
};
const stage: ExpensePayment = {
  id: '9d000000-0000-4000-8000-000000000002',
  date: null,
  amount: 250,
  paid_by_account_id: pot.id,
  note: '',
};

/** Kitchen units: 2 x £1,000.00 + VAT at 5 % = £2,100.00, £750.00 paid in two payments. */
const units: Expense = {
  id: '5d0c6f0a-2b1e-4c3d-9e8f-7a6b5c4d3e21',
  component_id: kitchen.id,
  room_id: kitchen.id,
  description: 'Kitchen units',
  supplier: 'Howdens',
  product: 'Shaker',
  quantity: 2,
  rrp: 1000,
  trade_discount: 0,
  discount: 0,
  add_vat: 'PLUS_VAT',
  vat_rate: 5,
  vat_amount: 100,
  invoice_date: '2026-10-28',
  invoice_number: '',
  amount_paid: 750,
  payments: [deposit, stage],
  paid_by_account_id: visa.id,
  link: '',
  receipt: null,
  committed: true,
  total_cost: 2100,
  amount_due: 1350,
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

function rowOf(expense: Expense) {
  return toRow(expense.id, fieldsOf(expense), {
    isNew: false,
    isDirty: false,
    updated_at: expense.updated_at,
    receipt: expense.receipt,
    payments: expense.payments,
  });
}

function renderDialog(expense: Expense | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // No contacts yet: the 'Paid to' picker asks for none, so `sent` holds only the dialog's writes.
  client.setQueryData(queryKeys.contactList(), []);
  render(
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={owner}>
        <ExpenseDialog
          open
          onOpenChange={() => {}}
          row={expense ? rowOf(expense) : null}
          components={[kitchen]}
          accounts={accounts}
          defaultComponentId={kitchen.id}
          onSaved={() => {}}
        />
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

/** The dialog's figures under the form: 'Total cost', the VAT line, 'Amount due'. */
function figures() {
  const list = screen.getByText('Total cost').closest('dl')!;
  return [...list.querySelectorAll('dt')].map(
    (term) => `${term.textContent} ${term.nextElementSibling?.textContent}`,
  );
}

describe('the VAT amount in the expense dialog', () => {
  it('follows the rate and the mode as they are picked, with the shared formula', async () => {
    const user = renderDialog(null);
    await user.type(screen.getByLabelText('RRP (£)'), '200');
    // A new expense: No VAT at the standard rate.
    expect(screen.getByLabelText('VAT rate')).toHaveProperty('value', '20');
    expect(figures()).toEqual(['Total cost £200.00', 'VAT £0.00', 'Amount due £200.00']);

    await user.selectOptions(screen.getByLabelText('VAT', { exact: true }), '+ VAT');
    // 200 + 20 % = 240.00, 40.00 of it VAT.
    expect(figures()).toEqual(['Total cost £240.00', 'VAT at 20% £40.00', 'Amount due £240.00']);
    await user.selectOptions(screen.getByLabelText('VAT rate'), '5%');
    // 200 + 5 % = 210.00.
    expect(figures()).toEqual(['Total cost £210.00', 'VAT at 5% £10.00', 'Amount due £210.00']);
    await user.selectOptions(screen.getByLabelText('VAT', { exact: true }), 'Inc VAT');
    // 200 holds 200 x 5 / 105 = 9.5238... -> 9.52.
    expect(figures()).toEqual(['Total cost £200.00', 'VAT at 5% £9.52', 'Amount due £200.00']);
    await user.selectOptions(screen.getByLabelText('VAT rate'), '0%');
    expect(figures()).toEqual(['Total cost £200.00', 'VAT at 0% £0.00', 'Amount due £200.00']);
  });
});

describe('the payments of a stored expense in its dialog', () => {
  it('lists them with their sum, which stands for Amount paid', () => {
    renderDialog(units);
    const list = screen.getByRole('list', { name: 'Payments' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1 Nov 2026 · £500.00 · Visa · Deposit', 'No date · £250.00 · Savings pot']);
    // 500 + 250.
    expect(screen.getByRole('status', { name: 'Amount paid' }).textContent).toBe('£750.00');
    expect(screen.queryByLabelText('Amount paid (£)')).toBeNull();
    expect(screen.getByLabelText('Invoice date')).toHaveProperty('value', '2026-10-28');
    // 2,100.00 - 750.00.
    expect(figures()).toContain('Amount due £1,350.00');
  });

  it('records a payment at once, with the version seen, and shows the expense it answers', async () => {
    const balance: ExpensePayment = {
      id: '9d000000-0000-4000-8000-000000000003',
      date: '2026-11-20',
      amount: 1350,
      paid_by_account_id: pot.id,
      note: 'Balance',
    };
    const sent = serveFakeApi(({ method, path }) => {
      if (method === 'POST' && path === `/api/expenses/${units.id}/payments`) {
        const payments = [deposit, balance, stage];
        return {
          status: 201,
          body: {
            ...units,
            payments,
            amount_paid: 2100,
            amount_due: 0,
            updated_at: '2026-11-20T10:00:00.000Z',
          },
        };
      }
      return undefined;
    });
    const user = renderDialog(units);
    await user.click(screen.getByRole('button', { name: 'Add a payment' }));
    const group = screen.getByRole('group', { name: 'New payment' });
    // What is still due is offered as a hint, not typed in.
    expect(within(group).getByText('£1,350.00 still due')).toBeTruthy();
    await user.clear(within(group).getByLabelText('Date paid'));
    await user.type(within(group).getByLabelText('Date paid'), '2026-11-20');
    await user.type(within(group).getByLabelText('Amount (£)'), '1350');
    await user.selectOptions(within(group).getByLabelText('Paid from account'), 'Savings pot');
    await user.type(within(group).getByLabelText('Note'), 'Balance');
    await user.click(within(group).getByRole('button', { name: 'Record payment' }));

    await waitFor(() => expect(screen.queryByRole('group', { name: 'New payment' })).toBeNull());
    expect(sent).toEqual([
      {
        method: 'POST',
        path: `/api/expenses/${units.id}/payments`,
        body: {
          date: '2026-11-20',
          amount: 1350,
          paid_by_account_id: pot.id,
          note: 'Balance',
          updated_at: readAt,
        },
      },
    ]);
    const list = screen.getByRole('list', { name: 'Payments' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    // 500 + 1,350 + 250 = 2,100: nothing due.
    expect(screen.getByRole('status', { name: 'Amount paid' }).textContent).toBe('£2,100.00');
    expect(figures()).toContain('Amount due £0.00');
    expect(toast.success).toHaveBeenCalledWith('Payment recorded.');
  });

  it('refuses a payment of nothing before sending it', async () => {
    const sent = serveFakeApi(() => undefined);
    const user = renderDialog(units);
    await user.click(screen.getByRole('button', { name: 'Add a payment' }));
    const group = screen.getByRole('group', { name: 'New payment' });
    await user.click(within(group).getByRole('button', { name: 'Record payment' }));
    expect(within(group).getByText('A payment is more than £0.00.')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('removes a payment at once and offers to record it again', async () => {
    const sent = serveFakeApi(({ method, path }) => {
      if (method === 'DELETE' && path === `/api/expenses/${units.id}/payments/${deposit.id}`) {
        return {
          status: 200,
          body: {
            ...units,
            payments: [stage],
            amount_paid: 250,
            amount_due: 1850,
            paid_by_account_id: pot.id,
            updated_at: '2026-11-21T10:00:00.000Z',
          },
        };
      }
      if (method === 'POST' && path === `/api/expenses/${units.id}/payments`) {
        return { status: 201, body: { ...units, updated_at: '2026-11-21T10:05:00.000Z' } };
      }
      return undefined;
    });
    const user = renderDialog(units);
    await user.click(
      screen.getByRole('button', {
        name: 'Remove payment 1: 1 Nov 2026 · £500.00 · Visa · Deposit',
      }),
    );
    // One undated payment is left: no list, 'Amount paid' is typed again.
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Payments' })).toBeNull());
    expect(screen.getByLabelText('Amount paid (£)')).toHaveProperty('value', '250');
    expect(figures()).toContain('Amount due £1,850.00');
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([
      `DELETE /api/expenses/${units.id}/payments/${deposit.id}`,
    ]);

    expect(vi.mocked(toastWithUndo)).toHaveBeenCalledWith('Payment removed.', expect.any(Function));
    const undo = vi.mocked(toastWithUndo).mock.calls[0]![1];
    await undo();
    expect(sent[1]).toEqual({
      method: 'POST',
      path: `/api/expenses/${units.id}/payments`,
      body: { date: '2026-11-01', amount: 500, paid_by_account_id: visa.id, note: 'Deposit' },
    });
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Amount paid' }).textContent).toBe('£750.00'),
    );
  });
});
