import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastWithUndo } from '@/lib/undo-toast';
import { fieldsOf, toRow } from '../lib/expense-draft';
import { componentId, editedAt, id, readAt, type SentRequest, serve, stored } from './undo-fixture';
import { useExpenseEditor } from './use-expense-editor';

vi.mock('@/lib/undo-toast', () => ({ toastWithUndo: vi.fn() }));

/**
 * 'Undo' after 'Save Changes' of the table's inline edits, against a fake server: each edited
 * row's values from before its edit, with the version the edit returned. A batch that added new
 * rows offers no 'Undo' (an edit's undo does not remove what was added).
 */
let sent: SentRequest[] = [];

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(toastWithUndo).mockReset();
  vi.restoreAllMocks();
});

function setup() {
  sent = serve();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const row = toRow(id, fieldsOf(stored), {
    isNew: false,
    isDirty: false,
    updated_at: readAt,
    receipt: null,
    payments: stored.payments,
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
