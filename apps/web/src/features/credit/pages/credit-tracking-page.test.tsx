import type { CreditAccount } from '@hrt/shared/schemas/credit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Session, SessionContext } from '@/lib/auth/session-context';
import { serveFakeApi } from '@/test/fake-api';
import { CreditTrackingPage } from './credit-tracking-page';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(toast.success).mockReset();
});

/**
 * The account cards against a fake server: each says what its balance is made of, and its
 * balance can be set again from a statement.
 */
const setAt = `${new Date().getFullYear()}-11-03T12:00:00.000Z`;
const visa: CreditAccount = {
  id: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e41',
  account_name: 'Barclaycard Visa',
  account_type: 'credit_card',
  provider: 'Barclaycard',
  owner: 'Joint',
  current_balance: 1300,
  balance_set: 1200,
  balance_set_at: setAt,
  payments_since: 100,
  credit_limit: 5000,
  monthly_payment: 50,
  payment_due_date: 1,
  interest_rate: null,
  is_active: true,
  utilization_percentage: 26,
  created_at: setAt,
  updated_at: '2026-11-04T09:00:00.000Z',
  created_by: null,
};
const summary = {
  overall_utilization_percentage: 26,
  total_credit_limit: 5000,
  total_available_credit: 3700,
  total_cash_available: 0,
  total_monthly_payments: 50,
  accounts_count: 1,
  active_accounts_count: 1,
  total_loan_monthly_payments: 0,
  active_loans_count: 0,
};

const owner: Session = {
  status: 'signed-in',
  role: 'owner',
  user: { email: 'owner@example.com', displayName: null, role: 'owner' },
  signIn: async () => {},
  signOut: async () => {},
};

describe('the account cards', () => {
  it('explain the balance and set it again from a statement', async () => {
    let account = visa;
    const sent = serveFakeApi(({ method, path }) => {
      if (method === 'GET' && path === '/api/credit-accounts')
        return { status: 200, body: [account] };
      if (method === 'GET' && path === '/api/credit-accounts/summary') {
        return { status: 200, body: summary };
      }
      if (method === 'GET' && path === '/api/settings/household') {
        return {
          status: 200,
          body: { members: ['Sam', 'Alex'], owner_options: ['Sam', 'Alex', 'Joint'] },
        };
      }
      if (method === 'POST' && path === `/api/credit-accounts/${visa.id}/balance`) {
        account = {
          ...visa,
          current_balance: 1250,
          balance_set: 1250,
          balance_set_at: `${new Date().getFullYear()}-11-20T12:00:00.000Z`,
          payments_since: 0,
        };
        return { status: 200, body: account };
      }
      return undefined;
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <SessionContext.Provider value={owner}>
          <MemoryRouter>
            <CreditTrackingPage />
          </MemoryRouter>
        </SessionContext.Provider>
      </QueryClientProvider>,
    );
    const user = userEvent.setup();

    const card = await screen.findByRole('article', { name: 'Barclaycard Visa' });
    expect(within(card).getByTestId('balance-explanation').textContent).toBe(
      'Balance you set: £1,200.00 on 3 Nov; payments recorded since: £100.00; now £1,300.00.',
    );

    await user.click(
      within(card).getByRole('button', {
        name: 'Set from statement: the balance of Barclaycard Visa',
      }),
    );
    // The page's dialogs load when the first one opens (a busy machine: up to 5 s).
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Set the balance of Barclaycard Visa' },
      { timeout: 5000 },
    );
    const box = within(dialog).getByLabelText('Balance on the statement (£)');
    expect(box).toHaveProperty('value', '1300');
    await user.clear(box);
    await user.type(box, '1250');
    await user.click(within(dialog).getByRole('button', { name: 'Set balance' }));

    await waitFor(() =>
      expect(within(card).getByTestId('balance-explanation').textContent).toBe(
        'Balance you set: £1,250.00 on 20 Nov; no payments recorded since.',
      ),
    );
    expect(sent.find((request) => request.method === 'POST')).toEqual({
      method: 'POST',
      path: `/api/credit-accounts/${visa.id}/balance`,
      body: { balance: 1250, updated_at: visa.updated_at },
    });
    expect(toast.success).toHaveBeenCalledWith('Balance of Barclaycard Visa set to £1,250.00.');
  });
});
