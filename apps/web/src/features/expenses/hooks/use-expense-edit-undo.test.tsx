import type { Expense } from '@hrt/shared/schemas/expenses';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastWithUndo } from '@/lib/undo-toast';
import { fieldsOf, toRow } from '../lib/expense-draft';
import { useExpenseEditor } from './use-expense-editor';

vi.mock('@/lib/undo-toast', () => ({ toastWithUndo: vi.fn() }));

/**
 * 'Undo' after 'Save Changes' of the table's inline edits, against a fake server: each edited
 * row's values from before its edit, with the version the edit returned. A batch that added new
 * rows offers no 'Undo' (an edit's undo does not remove what was added).
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
  vi.restoreAllMocks();
});

function setup() {
  serve();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const row = toRow(id, fieldsOf(stored), {
    isNew: false,
    isDirty: false,
    updated_at: readAt,
    receipt: null,
  });
  return { row, hook: renderHook(() => useExpenseEditor(), { wrapper }) };
}

describe('undo after saving the inline edits', () => {
  it("puts back each edited row's stored values with the version its save returned", async () => {
    const { row, hook } = setup();
    act(() => hook.result.current.updateRow(row, { amount_paid: 340 }));
    await act(() => hook.result.current.save());
    expect(sent.map((call) => call.body.amount_paid)).toEqual([340]);
    expect(vi.mocked(toastWithUndo)).toHaveBeenCalledWith('Saved 1 expense.', expect.any(Function));

    const undo = vi.mocked(toastWithUndo).mock.calls[0]![1];
    await act(() => undo());
    expect(sent).toHaveLength(2);
    expect(sent[1]!.url).toBe(`/api/expenses/${id}`);
    expect(sent[1]!.body).toMatchObject({ amount_paid: 120, updated_at: editedAt });
  });

  it('offers no undo when the batch added a row', async () => {
    const success = vi.spyOn(toast, 'success');
    const { row, hook } = setup();
    act(() => {
      hook.result.current.updateRow(row, { amount_paid: 340 });
      hook.result.current.addRow(componentId, { supplier: 'Paint Co', product: 'Primer' });
    });
    await act(() => hook.result.current.save());
    expect(sent.map((call) => call.method)).toEqual(['PUT', 'POST']);
    expect(vi.mocked(toastWithUndo)).not.toHaveBeenCalled();
    expect(success).toHaveBeenCalledWith('Saved 2 expenses.');
  });
});
