import type { Insurance } from '@hrt/shared/schemas/insurance';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { useCreateInsurance } from './create-insurance';

/** The add-policy call against a fake server: what it sends, what it accepts back. */
const policy: Insurance = {
  id: '00000000-0000-4000-8000-000000000001',
  insurance_type: 'Public liability',
  provider: 'Insurer',
  policy_number: 'PL-1',
  start_date: null,
  end_date: null,
  coverage_amount: 0,
  description: '',
  contractor_name: 'Builder Ltd',
  contact_id: null,
  insurance_category: 'contractor',
  file: { file_name: 'policy.pdf', content_type: 'application/pdf' },
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  created_by: null,
};

let sent: { url: string; init: RequestInit } | null = null;

function serve(status: number, body: unknown) {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent = { url, init };
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
}

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(queryKeys.insurances, []);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, hook: renderHook(() => useCreateInsurance(), { wrapper }) };
}

afterEach(() => {
  vi.unstubAllGlobals();
  sent = null;
});

describe('useCreateInsurance', () => {
  it('posts the fields and the file as multipart and refreshes the list', async () => {
    serve(201, policy);
    const { client, hook } = setup();
    const file = new File(['%PDF-1.4'], 'policy.pdf', { type: 'application/pdf' });
    const created = await hook.result.current.mutateAsync({
      fields: {
        insurance_type: 'Public liability',
        provider: 'Insurer',
        policy_number: 'PL-1',
        contractor_name: 'Builder Ltd',
        start_date: null,
        insurance_category: 'contractor',
      },
      file,
    });
    expect(created.id).toBe(policy.id);
    expect(sent?.url.endsWith('/api/insurances')).toBe(true);
    expect(sent?.init.method).toBe('POST');
    const form = sent?.init.body as FormData;
    expect(form.get('provider')).toBe('Insurer');
    expect(form.get('insurance_category')).toBe('contractor');
    // A field without a value is left out rather than sent as 'null'.
    expect(form.has('start_date')).toBe(false);
    expect((form.get('file') as File).name).toBe('policy.pdf');
    expect(client.getQueryState(queryKeys.insurances)?.isInvalidated).toBe(true);
  });

  it('refuses an answer outside the contract', async () => {
    serve(201, { ...policy, insurance_category: 'household' });
    const { client, hook } = setup();
    const file = new File(['%PDF-1.4'], 'policy.pdf', { type: 'application/pdf' });
    await expect(
      hook.result.current.mutateAsync({
        fields: {
          insurance_type: 'Home',
          provider: 'Insurer',
          policy_number: 'H-1',
          insurance_category: 'personal',
        },
        file,
      }),
    ).rejects.toThrow('Invalid response format from server');
    expect(client.getQueryState(queryKeys.insurances)?.isInvalidated).toBe(false);
  });
});
