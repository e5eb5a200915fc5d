import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Session, SessionContext } from '@/lib/auth/session-context';
import { AccountDialog } from './account-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const owner: Session = {
  status: 'signed-in',
  role: 'owner',
  user: { email: 'owner@example.com', displayName: null, role: 'owner' },
  signIn: async () => {},
  signOut: async () => {},
};

const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });

function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={owner}>{children}</SessionContext.Provider>
    </QueryClientProvider>
  );
}

/**
 * The household's answer can arrive after the dialog has opened (a slow phone, a busy server):
 * it must not wipe what has been typed, and it fills the owner the dialog could not choose yet.
 */
describe('the Add Account dialog', () => {
  it('keeps what was typed when the owner options arrive late, and then picks the first', async () => {
    const user = userEvent.setup();
    const dialog = (options: string[]) => (
      <Providers>
        <AccountDialog open onOpenChange={() => {}} account={null} ownerOptions={options} />
      </Providers>
    );
    const { rerender } = render(dialog([]));
    const form = screen.getByRole('dialog', { name: 'Add Account' });
    await user.type(within(form).getByLabelText('Account name'), 'Nationwide card');
    await user.type(within(form).getByLabelText('Provider'), 'Nationwide');

    // A new empty list on every render of the page while the household loads, then the answer.
    rerender(dialog([]));
    rerender(dialog(['Sam', 'Alex', 'Joint']));

    expect(within(form).getByLabelText('Account name')).toHaveProperty('value', 'Nationwide card');
    expect(within(form).getByLabelText('Provider')).toHaveProperty('value', 'Nationwide');
    expect(within(form).getByLabelText('Owner')).toHaveProperty('value', 'Sam');
  });
});
