import { addDays } from '@hrt/shared/domain/calendar-days';
import type { Role } from '@hrt/shared/roles';
import type { Contact, ContactWork } from '@hrt/shared/schemas/contacts';
import { todayIsoDate } from '@hrt/shared/schemas/timeline';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { type Session, SessionContext } from '@/lib/auth/session-context';

/** A contact as the server answers it; `overrides` set what the test is about. */
export function contact(overrides: Partial<Contact> = {}): Contact {
  return {
    id: '5d1e2c1a-4b5d-4e6f-8a9b-0c1d2e3f4a01',
    name: 'Dan Price',
    company: 'Price Electrical Ltd',
    trade: 'Electrician',
    email: 'dan@price-electrical.co.uk',
    phone: '07700 900123',
    notes: '',
    created_at: '2026-03-01T09:00:00.000Z',
    updated_at: '2026-03-01T09:00:00.000Z',
    created_by: 'owner@example.com',
    ...overrides,
  };
}

function session(role: Role): Session {
  return {
    status: 'signed-in',
    role,
    user: { email: `${role}@example.com`, displayName: null, role, contact_id: null },
    signIn: async () => {},
    signOut: async () => {},
  };
}

/** A fresh query cache, the session of `role` and a router, around what a test renders. */
export function Providers({
  role,
  at = '/',
  children,
}: {
  role: Role;
  /** The address the router starts at. */
  at?: string;
  children: ReactNode;
}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={session(role)}>
        <MemoryRouter initialEntries={[at]}>{children}</MemoryRouter>
      </SessionContext.Provider>
    </QueryClientProvider>
  );
}

const componentId = '6e1e2c1a-4b5d-4e6f-8a9b-0c1d2e3f4a11';
const audit = {
  created_at: '2026-03-01T09:00:00.000Z',
  updated_at: '2026-03-01T09:00:00.000Z',
  created_by: 'owner@example.com',
};
const expense = (
  contactId: string,
  id: string,
  description: string,
  total: number,
  paid: number,
) => ({
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
  contact_id: contactId,
  ...audit,
});
/** A contact's page as the server answers it: one service, a task, two expenses, a policy ending in 10 days, a document. */
export function contactWork(dan: Contact): ContactWork {
  return {
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
      expense(dan.id, '8a1e2c1a-4b5d-4e6f-8a9b-0c1d2e3f4a31', 'Consumer unit', 1200, 1200),
      expense(dan.id, '8a1e2c1a-4b5d-4e6f-8a9b-0c1d2e3f4a32', 'Second fix labour', 2250.5, 500),
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
}
