import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { toastWithUndo } from '@/lib/undo-toast';
import {
  componentId,
  editedAt,
  id,
  readAt,
  type SentRequest,
  serve,
  storedRow,
} from './undo-fixture';
import { useExpenseDialogForm } from './use-expense-dialog-form';

vi.mock('@/lib/undo-toast', () => ({ toastWithUndo: vi.fn() }));

/**
 * 'Undo' after an edit in the expense dialog, against a fake server: it sends the values from
 * before the edit, as a normal update carrying the version the edit returned (so a change made
 * since is refused with 409), and the lists are read again as after the edit.
 */
let sent: SentRequest[] = [];

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(toastWithUndo).mockReset();
});

describe('undo after an edit in the expense dialog', () => {
  it('sends the previous values with the updated_at the edit returned', async () => {
    sent = serve();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(queryKeys.expenseList(), []);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const row = storedRow();
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
      // Who was paid is put back too (none here).
      contact_id: null,
      product: 'Porcelain 60x60',
      quantity: 1,
      rrp: 500,
      trade_discount: 0,
      discount: 0,
      add_vat: 'NO_VAT',
      // The rate, the date and the invoice number are put back too.
      vat_rate: 20,
      invoice_date: null,
      invoice_number: '',
      amount_paid: 120,
      paid_by_account_id: null,
      link: '',
      committed: true,
      updated_at: editedAt,
    });
    expect(client.getQueryState(queryKeys.expenseList())?.isInvalidated).toBe(true);
  });

  it('sends the invoice number typed in the dialog, trimmed', async () => {
    sent = serve();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(queryKeys.expenseList(), []);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () =>
        useExpenseDialogForm({ row: storedRow(), defaultComponentId: undefined, onSaved: vi.fn() }),
      { wrapper },
    );

    act(() => result.current.form.setValue('invoice_number', '  INV-2041 '));
    await act(() => result.current.save());
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ invoice_number: 'INV-2041', updated_at: readAt });
  });
});
