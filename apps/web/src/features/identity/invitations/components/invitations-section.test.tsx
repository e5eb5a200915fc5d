import type { Invitation } from '@hrt/shared/schemas/invitations';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callEndpoint } from '@/lib/call-endpoint';
import { InvitationsSection } from './invitations-section';

vi.mock('@/lib/call-endpoint', () => ({ callEndpoint: vi.fn() }));

/** What each endpoint answers in a test, by its contract name; the calls are read back. */
let answers: Record<string, unknown> = {};
const callsOf = (name: string) =>
  vi.mocked(callEndpoint).mock.calls.filter(([endpoint]) => endpoint.name === name);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  answers = {};
});

const pending: Invitation = {
  id: '6f1c2b1e-8a7d-4c1e-9a51-1f0f7c9b2d11',
  email: 'builder@example.com',
  role: 'build_manager',
  expires_at: '2026-11-28T10:00:00.000Z',
  status: 'pending',
  sent_at: '2026-11-26T10:00:00.000Z',
  invited_by: 'owner@example.com',
  contact_id: null,
  contact_name: null,
};

function renderSection(list: Invitation[], offer: { email: string; role: 'viewer' } | null) {
  answers = { list, ...answers };
  vi.mocked(callEndpoint).mockImplementation(async (endpoint) => answers[endpoint.name] as never);
  const onOfferDone = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <InvitationsSection offer={offer} onOfferDone={onOfferDone} />
    </QueryClientProvider>,
  );
  return { onOfferDone };
}

describe('invitations section', () => {
  it('revokes only after asking', async () => {
    renderSection([pending], null);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Revoke invitation to builder@example.com' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Revoke the invitation to builder@example.com?');
    expect(callsOf('revoke')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(callsOf('revoke')).toHaveLength(1));
    expect(callsOf('revoke')[0]![1]).toEqual({ params: { id: pending.id } });
  });

  it('sends the offered invitation, and without mail shows its link once to copy', async () => {
    answers.create = {
      ...pending,
      email: 'partner@example.co.uk',
      role: 'viewer',
      link: 'http://localhost:8000/invite?token=abc',
    };
    const { onOfferDone } = renderSection([], { email: 'partner@example.co.uk', role: 'viewer' });
    expect(await screen.findByText('No open invitations')).toBeTruthy();
    expect(
      screen.getByRole('region', { name: 'Invite partner@example.co.uk' }).textContent,
    ).toContain('partner@example.co.uk may now sign in as Viewer.');
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(onOfferDone).toHaveBeenCalledTimes(1));
    expect(callsOf('create')[0]![1]).toEqual({
      body: { email: 'partner@example.co.uk', role: 'viewer' },
    });
    const link = await screen.findByLabelText('Invitation link for partner@example.co.uk');
    expect((link as HTMLInputElement).value).toBe('http://localhost:8000/invite?token=abc');
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByLabelText('Invitation link for partner@example.co.uk')).toBeNull();
  });
});
