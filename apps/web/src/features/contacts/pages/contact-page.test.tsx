import { addDays } from '@hrt/shared/domain/calendar-days';
import type { ContactWork } from '@hrt/shared/schemas/contacts';
import { todayIsoDate } from '@hrt/shared/schemas/timeline';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveFakeApi } from '@/test/fake-api';
import { contact, Providers } from '../test/contact-fixtures';
import { ContactPage } from './contact-page';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const dan = contact();
const componentId = '6e1e2c1a-4b5d-4e6f-8a9b-0c1d2e3f4a11';
const audit = {
  created_at: '2026-03-01T09:00:00.000Z',
  updated_at: '2026-03-01T09:00:00.000Z',
  created_by: 'owner@example.com',
};
const expense = (id: string, description: string, total: number, paid: number) => ({
  id,
  component_id: componentId,
  room_id: componentId,
  description,
  supplier: 'Price Electrical Ltd',
  product: '',
  quantity: 1,
  rrp: total,
  trade_discount: 0,
  discount: 0,
  add_vat: 'NO_VAT' as const,
  vat_rate: 20,
  vat_amount: 0,
  invoice_date: '2026-03-10',
  invoice_number: '',
  amount_paid: paid,
  payments: [],
  paid_by_account_id: null,
  link: '',
  receipt: null,
  committed: true,
  total_cost: total,
  amount_due: total - paid,
  contact_id: dan.id,
  ...audit,
});
const work = {
  contact: dan,
  components: [
    {
      id: componentId,
      name: 'Rewiring',
      type: 'service',
      status: 'In Progress',
      room_name: 'Kitchen',
    },
  ],
  tasks: [
    {
      id: '7f1e2c1a-4b5d-4e6f-8a9b-0c1d2e3f4a21',
      name: 'First fix',
      startAt: '2026-04-06',
      endAt: '2026-04-09',
      status: { id: 2, name: 'In Progress', color: '#f59e0b' },
      group: { id: componentId, name: 'Rewiring' },
      owner: { id: 'electrician', name: 'Electrician', image: null },
      supplier: 'Price Electrical Ltd',
      contact_id: dan.id,
      dependencies: [],
      ...audit,
    },
  ],
  busy: [],
  expenses: [
    expense('8a1e2c1a-4b5d-4e6f-8a9b-0c1d2e3f4a31', 'Consumer unit', 1200, 1200),
    expense('8a1e2c1a-4b5d-4e6f-8a9b-0c1d2e3f4a32', 'Second fix labour', 2250.5, 500),
  ],
  totals: { quoted: 3450.5, paid: 1700, due: 1750.5 },
  insurance: [
    {
      id: '9b1e2c1a-4b5d-4e6f-8a9b-0c1d2e3f4a41',
      insurance_type: 'Public liability',
      provider: 'Hiscox',
      policy_number: 'PL-2231',
      start_date: '2026-01-01',
      end_date: addDays(todayIsoDate(), 10),
      coverage_amount: 2000000,
      description: '',
      insurance_category: 'contractor',
      contractor_name: 'Price Electrical Ltd',
      contact_id: dan.id,
      file: { file_name: 'pl.pdf', content_type: 'application/pdf' },
      ...audit,
    },
  ],
  documents: [
    {
      id: 'ac1e2c1a-4b5d-4e6f-8a9b-0c1d2e3f4a51',
      component_id: componentId,
      name: 'Electrical certificate',
      filename: 'eicr.pdf',
      content_type: 'application/pdf',
      size_bytes: 1024,
      uploaded_by: 'owner@example.com',
      uploaded_at: '2026-04-10T10:00:00.000Z',
    },
  ],
} as unknown as ContactWork;

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

  it('lets the owner invite the contact as a trade, tied to this contact', async () => {
    const user = userEvent.setup();
    const sent = serveFakeApi(({ method, path }) => {
      if (method === 'GET' && path === `/api/contacts/${dan.id}/work`)
        return { status: 200, body: work };
      if (method === 'POST' && path === '/api/admin/invitations') {
        return {
          status: 201,
          body: {
            id: 'bd1e2c1a-4b5d-4e6f-8a9b-0c1d2e3f4a61',
            email: dan.email,
            role: 'trade',
            expires_at: '2026-03-03T09:00:00.000Z',
            status: 'pending',
            sent_at: '2026-03-01T09:00:00.000Z',
            invited_by: 'owner@example.com',
            contact_id: dan.id,
            contact_name: 'Price Electrical Ltd',
            link: 'http://localhost:8000/invite?token=abc',
          },
        };
      }
    });
    renderPage('owner');
    await user.click(await screen.findByRole('button', { name: 'Invite as trade' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite Dan Price as a trade' });
    expect(within(dialog).getByLabelText('E-mail')).toHaveProperty('value', dan.email);
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));

    await waitFor(() =>
      expect(within(dialog).getByLabelText(/One-time link/)).toHaveProperty(
        'value',
        'http://localhost:8000/invite?token=abc',
      ),
    );
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      email: dan.email,
      role: 'trade',
      contact_id: dan.id,
    });
  });
});
