import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Session, SessionContext } from '@/lib/auth/session-context';
import { serveFakeApi } from '@/test/fake-api';
import { MailSettingsSection } from './mail-settings-section';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Admin's mail settings: the test e-mail that used to sit inside Room Ideas (decision 037). */
const owner: Session = {
  status: 'signed-in',
  role: 'owner',
  user: { email: 'owner@example.com', displayName: null, role: 'owner' },
  signIn: async () => {},
  signOut: async () => {},
};
const outboxAnswer = {
  success: false,
  message: 'No SMTP server is configured: the test email is waiting in the outbox (Admin).',
  email_config: {
    smtp_server: null,
    smtp_port: null,
    smtp_username_configured: false,
    smtp_password_configured: false,
  },
};

describe('the mail settings on Admin', () => {
  it("sends the test e-mail to the owner's own address and says where it went", async () => {
    const sent = serveFakeApi(({ method, path }) =>
      method === 'POST' && path === '/api/price-monitoring/test-email'
        ? { status: 200, body: outboxAnswer }
        : undefined,
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SessionContext.Provider value={owner}>
          <MemoryRouter>
            <MailSettingsSection />
          </MemoryRouter>
        </SessionContext.Provider>
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { name: 'Mail settings' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send test e-mail' }));
    expect(await screen.findByText(outboxAnswer.message)).toBeTruthy();
    expect(sent.map((request) => request.body)).toEqual([{ email: 'owner@example.com' }]);
    expect(screen.getByRole('link', { name: 'Outbox' }).getAttribute('href')).toBe('/admin/outbox');
    expect(screen.getByText('Not configured (messages wait in the outbox)')).toBeTruthy();
  });
});
