import type { BuildComponent } from '@hrt/shared/schemas/build-components';
import type { CreditAccount } from '@hrt/shared/schemas/credit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Session, SessionContext } from '@/lib/auth/session-context';
import { creditAccountListQuery } from '@/lib/shared-queries/credit-accounts';
import { ExpenseDialog } from './expense-dialog';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(cleanup);

/**
 * The New Expense dialog's Paid by field (decision 037): while the page's read of the accounts is
 * under way it says so and Save waits, rather than show 'Not specified' and save over it.
 */
const kitchen = { id: '0b7d5a0e-8a52-4d4c-9d2e-3f1f5b2a6c11', name: 'Kitchen', type: 'room' };
const visa = {
  id: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e41',
  account_name: 'Visa',
  provider: 'Bank',
  is_active: true,
} as CreditAccount;
const owner: Session = {
  status: 'signed-in',
  role: 'owner',
  user: { email: 'owner@example.com', displayName: null, role: 'owner' },
  signIn: async () => {},
  signOut: async () => {},
};

describe('Paid by in the New Expense dialog', () => {
  it('waits for the accounts before it offers them or lets the expense be saved', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let answer: (accounts: CreditAccount[]) => void = () => {};
    // The expenses page's own read of the accounts, still under way.
    void client.prefetchQuery({
      queryKey: creditAccountListQuery.queryKey,
      queryFn: () => new Promise<CreditAccount[]>((resolve) => (answer = resolve)),
    });
    render(
      <QueryClientProvider client={client}>
        <SessionContext.Provider value={owner}>
          <ExpenseDialog
            open
            onOpenChange={() => {}}
            row={null}
            components={[kitchen as BuildComponent]}
            accounts={[visa]}
            defaultComponentId={kitchen.id}
            onSaved={() => {}}
          />
        </SessionContext.Provider>
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Supplier *'), 'Howdens');
    await user.type(screen.getByLabelText('Product *'), 'Sink');
    await user.type(screen.getByLabelText('Amount paid (£)'), '100');

    const paidBy = screen.getByLabelText('Paid by account');
    expect(paidBy).toHaveProperty('disabled', true);
    expect(paidBy.textContent).toBe('Loading accounts...');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);

    answer([visa]);
    await waitFor(() => expect(paidBy).toHaveProperty('disabled', false));
    expect([...paidBy.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Not specified',
      'Visa',
    ]);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false);
  });
});
