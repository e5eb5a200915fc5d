import { cleanup, render, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveFakeApi } from '@/test/fake-api';
import { contact, contactWork, Providers } from '../test/contact-fixtures';
import { ContactPage } from './contact-page';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const dan = contact();
const work = contactWork(dan);
function renderPage(role: 'owner' | 'viewer') {
  return render(
    <Providers role={role} at={`/contacts/${dan.id}`}>
      <Routes>
        <Route path="/contacts/:contactId" element={<ContactPage />} />
      </Routes>
    </Providers>,
  );
}

describe("a contact's page", () => {
  it('shows who they are, tap-to-call and tap-to-mail links, their work, money, insurance and documents', async () => {
    serveFakeApi(({ method, path }) => {
      if (method === 'GET' && path === `/api/contacts/${dan.id}/work`)
        return { status: 200, body: work };
    });
    renderPage('viewer');

    expect(await screen.findByRole('heading', { level: 1, name: 'Dan Price' })).toBeTruthy();
    expect(screen.getByText('Electrician')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Call Dan Price on 07700 900123' }).getAttribute('href'),
    ).toBe('tel:07700900123');
    expect(
      screen
        .getByRole('link', { name: 'E-mail Dan Price at dan@price-electrical.co.uk' })
        .getAttribute('href'),
    ).toBe('mailto:dan@price-electrical.co.uk');

    const workSection = screen.getByRole('region', { name: 'Work' });
    expect(within(workSection).getByRole('link', { name: 'Rewiring' })).toBeTruthy();
    expect(within(workSection).getByText('Kitchen')).toBeTruthy();
    expect(within(workSection).getByText('6 Apr 2026 – 8 Apr 2026 · Rewiring')).toBeTruthy();

    const money = screen.getByRole('region', { name: 'Money' });
    expect(within(money).getByText('£3,450.50')).toBeTruthy();
    expect(within(money).getByText('£1,700.00')).toBeTruthy();
    expect(within(money).getByText('£1,750.50')).toBeTruthy();
    expect(within(money).getByText('£2,250.50')).toBeTruthy();
    expect(within(money).getByText('£500.00 paid')).toBeTruthy();

    const insurance = screen.getByRole('region', { name: 'Insurance' });
    expect(within(insurance).getByText('Expires in 10 days')).toBeTruthy();
    const documents = screen.getByRole('region', { name: 'Documents' });
    expect(
      within(documents).getByRole('button', { name: 'Download Electrical certificate' }),
    ).toBeTruthy();

    // A viewer reads: no editing, no inviting.
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Invite as trade' })).toBeNull();
  });
});
