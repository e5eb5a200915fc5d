import type { Role } from '@hrt/shared/roles';
import type { Contact } from '@hrt/shared/schemas/contacts';
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

export function session(role: Role): Session {
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
