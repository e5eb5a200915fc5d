import type { Expense } from '@hrt/shared/schemas/expenses';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { toastWithUndo } from '@/lib/undo-toast';
import { fieldsOf, toRow } from '../lib/expense-draft';
import { useExpenseDialogForm } from './use-expense-dialog-form';

vi.mock('@/lib/undo-toast', () => ({ toastWithUndo: vi.fn() }));

/**
 * 'Undo' after an edit in the expense dialog, against a fake server: it sends the values from
 * before the edit, as a normal update carrying the version the edit returned (so a change made
 * since is refused with 409), and the lists are read again as after the edit.
 */
const id = '00000000-0000-4000-8000-000000000001';
const componentId = '00000000-0000-4000-8000-000000000002';
const readAt = '2026-03-07T09:00:00.000Z';
const editedAt = '2026-03-07T09:05:00.000Z';

const stored: Expense = {
  id,
  component_id: componentId,
  room_id: componentId,
  description: 'Floor tiles',
  supplier: 'Tile Co',
  product: 'Porcelain 60x60',
  quantity: 1,
  rrp: 500,
  trade_discount: 0,
  discount: 0,
  add_vat: 'NO_VAT',
  vat_rate: 20,
  vat_amount: 0,
  invoice_date: null,
  payments: [],
  amount_paid: 120,
  paid_by_account_id: null,
  link: '',
  receipt: null,
  committed: true,
  total_cost: 500,
  amount_due: 380,
  created_at: readAt,
  updated_at: readAt,
  created_by: null,
};

let sent: { method: string | undefined; url: string; body: Record<string, unknown> }[] = [];

function serve() {
  sent = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body));
    sent.push({ method: init.method, url, body });
    // The edit is given a new version; the undo another.
    const version = sent.length === 1 ? editedAt : '2026-03-07T09:06:00.000Z';
    return new Response(JSON.stringify({ ...stored, ...body, updated_at: version }), {
      headers: { 'content-type': 'application/json' },
    });
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(toastWithUndo).mockReset();
});

describe('undo after an edit in the expense dialog', () => {
  it('sends the previous values with the updated_at the edit returned', async () => {
    serve();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(queryKeys.expenseList(), []);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const row = toRow(id, fieldsOf(stored), {
      isNew: false,
      isDirty: false,
      updated_at: readAt,
      receipt: null,
    });
    const onSaved = vi.fn();
    const { result, unmount } = renderHook(
      () => useExpenseDialogForm({ row, defaultComponentId: undefined, onSaved }),
      { wrapper },
    );

    act(() => result.current.form.setValue('amount_paid', '340'));
    await act(() => result.current.save());
    expect(onSaved).toHaveBeenCalledWith(row);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ amount_paid: 340, updated_at: readAt });
    expect(vi.mocked(toastWithUndo)).toHaveBeenCalledWith('Expense saved.', expect.any(Function));

    // The dialog closes on save: 'Undo' is pressed after it is gone.
    unmount();
    const undo = vi.mocked(toastWithUndo).mock.calls[0]![1];
    await act(() => undo());
    expect(sent).toHaveLength(2);
    expect(sent[1]!.method).toBe('PUT');
    expect(sent[1]!.url).toBe(`/api/expenses/${id}`);
    expect(sent[1]!.body).toEqual({
      component_id: componentId,
      description: 'Floor tiles',
      supplier: 'Tile Co',
      product: 'Porcelain 60x60',
      quantity: 1,
      rrp: 500,
      trade_discount: 0,
      discount: 0,
      add_vat: 'NO_VAT',
      amount_paid: 120,
      paid_by_account_id: null,
      link: '',
      committed: true,
      updated_at: editedAt,
    });
    expect(client.getQueryState(queryKeys.expenseList())?.isInvalidated).toBe(true);
  });
});
