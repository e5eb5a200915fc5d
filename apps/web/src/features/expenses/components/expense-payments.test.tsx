import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { StoredPayments } from './expense-payments';

afterEach(cleanup);

/**
 * The payment form says when its date is before the day the chosen account's balance was set
 * (decision 058): that balance already holds the payment, so it will not move.
 */
const barclaycard = {
  id: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e41',
  account_name: 'Barclaycard',
  provider: 'Barclays',
  is_active: true,
  balance_set_at: '2026-11-28T12:00:00.000Z',
};

function renderPayments() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <StoredPayments
        expenseId="0b7d5a0e-8a52-4d4c-9d2e-3f1f5b2a6c11"
        version="2026-11-28T12:00:00.000Z"
        payments={[]}
        listed={false}
        amountDue={1000}
        amountTyped={false}
        accounts={[barclaycard]}
        showPaidBy
        onStored={() => {}}
      />
    </QueryClientProvider>,
  );
}

describe('a new payment dated before its account balance was set', () => {
  it('is said to leave the balance, and the notice goes once the date is on that day', async () => {
    const user = userEvent.setup();
    renderPayments();
    await user.click(screen.getByRole('button', { name: 'Add a payment' }));
    await user.selectOptions(screen.getByLabelText('Paid from account'), 'Barclaycard');
    const date = screen.getByLabelText('Date paid');
    await user.clear(date);
    await user.type(date, '2026-11-03');
    expect(screen.getByRole('status').textContent).toBe(
      "Barclaycard's balance was set on 28 Nov 2026: a payment dated before then is already in it, so it will not change the balance.",
    );
    await user.clear(date);
    await user.type(date, '2026-11-28');
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
