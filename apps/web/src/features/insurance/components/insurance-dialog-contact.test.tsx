import type { Contact } from '@hrt/shared/schemas/contacts';
import type { Insurance } from '@hrt/shared/schemas/insurance';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Session, SessionContext } from '@/lib/auth/session-context';
import { serveFakeApi } from '@/test/fake-api';
import { InsuranceDialog } from './insurance-dialog';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const audit = {
  created_at: '2026-03-01T09:00:00.000Z',
  updated_at: '2026-03-01T09:00:00.000Z',
  created_by: null,
};
const dan: Contact = {
  id: '5d1e2c1a-4b5d-4e6f-8a9b-0c1d2e3f4a01',
  name: 'Dan Price',
  company: 'Price Electrical Ltd',
  trade: 'Electrician',
  email: '',
  phone: '',
  notes: '',
  ...audit,
};
const sue: Contact = {
  ...dan,
  id: '5d1e2c1a-4b5d-4e6f-8a9b-0c1d2e3f4a02',
  name: 'Sue Cole',
  company: '',
};
const policy: Insurance = {
  id: '00000000-0000-4000-8000-000000000001',
  insurance_type: 'Public liability',
  provider: 'Hiscox',
  policy_number: 'PL-1',
  start_date: null,
  end_date: null,
  coverage_amount: 0,
  description: '',
  contractor_name: 'Sue Cole',
  contact_id: sue.id,
  insurance_category: 'contractor',
  file: { file_name: 'policy.pdf', content_type: 'application/pdf' },
  ...audit,
};
const owner: Session = {
  status: 'signed-in',
  role: 'owner',
  user: { email: 'owner@example.com', displayName: null, role: 'owner', contact_id: null },
  signIn: async () => {},
  signOut: async () => {},
};

describe('the insurance dialog for a contractor policy', () => {
  it("fills the contractor's name from the contact picked and sends the contact", async () => {
    const user = userEvent.setup();
    const sent = serveFakeApi(({ method, path }) => {
      if (method === 'GET' && path === '/api/contacts') return { status: 200, body: [dan, sue] };
      if (method === 'PUT' && path === `/api/insurances/${policy.id}`) {
        return { status: 200, body: { ...policy, contact_id: dan.id } };
      }
      if (method === 'GET' && path.startsWith('/api/history')) return { status: 200, body: [] };
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <SessionContext.Provider value={owner}>
          <InsuranceDialog open onOpenChange={() => {}} policy={policy} category="contractor" />
        </SessionContext.Provider>
      </QueryClientProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit Insurance Document' });
    const picker = within(dialog).getByLabelText('Contractor contact');
    await waitFor(() => expect(picker).toHaveProperty('value', sue.id));

    await user.selectOptions(picker, 'Dan Price (Price Electrical Ltd)');
    expect(within(dialog).getByLabelText('Contractor name')).toHaveProperty(
      'value',
      'Price Electrical Ltd',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(sent.some((request) => request.method === 'PUT')).toBe(true));
    expect(sent.find((request) => request.method === 'PUT')?.body).toMatchObject({
      contractor_name: 'Price Electrical Ltd',
      contact_id: dan.id,
    });
  });
});
