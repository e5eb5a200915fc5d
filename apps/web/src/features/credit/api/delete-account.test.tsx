import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { trashEntry } from '@/test/fake-api';
import { useDeleteAccount } from './delete-account';

/** Deleting an account against a fake server: the credit reads are refreshed either way. */
const id = '00000000-0000-4000-8000-000000000001';
let sent: { url: string; method: string | undefined } | null = null;

function serve(status: number, body?: unknown) {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent = { url, method: init.method };
    return new Response(body === undefined ? null : JSON.stringify(body), { status });
  });
}

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(queryKeys.creditAccountList, []);
  client.setQueryData(queryKeys.creditSummary, null);
  client.setQueryData(queryKeys.household, null);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, hook: renderHook(() => useDeleteAccount(), { wrapper }) };
}

const invalidated = (client: QueryClient, key: readonly string[]) =>
  client.getQueryState(key)?.isInvalidated;

afterEach(() => {
  vi.unstubAllGlobals();
  sent = null;
});

describe('useDeleteAccount', () => {
  it('deletes by id, hands back the trash entry and refreshes the accounts and the summary, not the household', async () => {
    const entry = trashEntry({
      resource_type: 'credit_account',
      label: 'Credit account',
      resource_id: id,
    });
    serve(200, entry);
    const { client, hook } = setup();
    expect(await hook.result.current.mutateAsync(id)).toEqual(entry);
    expect(sent).toEqual({
      url: expect.stringMatching(`/api/credit-accounts/${id}$`),
      method: 'DELETE',
    });
    expect(invalidated(client, queryKeys.creditAccountList)).toBe(true);
    expect(invalidated(client, queryKeys.creditSummary)).toBe(true);
    expect(invalidated(client, queryKeys.household)).toBe(false);
  });

  it('refreshes after a refusal too, since the account may be gone already', async () => {
    serve(404, { code: 'not_found', detail: 'No credit account with this id was found.' });
    const { client, hook } = setup();
    await expect(hook.result.current.mutateAsync(id)).rejects.toThrow(
      'No credit account with this id was found.',
    );
    expect(invalidated(client, queryKeys.creditAccountList)).toBe(true);
  });
});
