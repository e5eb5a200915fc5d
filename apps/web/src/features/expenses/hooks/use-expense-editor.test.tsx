import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveFakeApi, trashEntry } from '@/test/fake-api';
import { newExpenseFields, toRow } from '../lib/expense-draft';
import { useExpenseEditor } from './use-expense-editor';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(toast.success).mockReset();
  vi.mocked(toast.error).mockReset();
});

const room = '00000000-0000-4000-8000-000000000001';
const expenseId = '00000000-0000-4000-8000-000000000101';
const entry = trashEntry({ resource_id: expenseId, name: 'Wall tiles' });
const savedRow = toRow(expenseId, newExpenseFields(room), {
  isNew: false,
  isDirty: false,
  updated_at: '2026-03-07T10:00:00.000Z',
  receipt: null,
  payments: [],
});

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, hook: renderHook(() => useExpenseEditor(), { wrapper }) };
}

/** The options of the 'Expense deleted.' toast: its Undo button. */
function undoOf(message: string) {
  const call = vi.mocked(toast.success).mock.calls.find(([text]) => text === message);
  const options = call?.[1] as { duration: number; action: { label: string; onClick(): void } };
  return options;
}

describe("useExpenseEditor's delete", () => {
  it("says 'Expense deleted.' with an Undo that restores it and reads the totals again", async () => {
    const sent = serveFakeApi(({ method, path }) => {
      if (method === 'DELETE' && path === `/api/expenses/${expenseId}`) {
        return { status: 200, body: entry };
      }
      if (method === 'POST' && path === `/api/trash/${entry.id}/restore`) {
        return { status: 200, body: entry };
      }
      return undefined;
    });
    const { client, hook } = setup();
    await act(() => hook.result.current.deleteRow(savedRow));

    const undo = undoOf('Expense deleted.');
    expect(undo.action.label).toBe('Undo');
    expect(undo.duration).toBe(10_000);
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([
      `DELETE /api/expenses/${expenseId}`,
    ]);

    // The delete's own refresh has run; what Undo reads again is seen fresh.
    for (const key of [['expenses', 'all'], ['expense-summaries'], ['expense-summary', room]]) {
      client.setQueryData(key, []);
    }
    act(() => undo.action.onClick());
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Expense restored.'));
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([
      `DELETE /api/expenses/${expenseId}`,
      `POST /api/trash/${entry.id}/restore`,
    ]);
    expect(client.getQueryState(['expenses', 'all'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['expense-summaries'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['expense-summary', room])?.isInvalidated).toBe(true);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("tells a refused undo in the server's words", async () => {
    serveFakeApi(({ method }) => {
      if (method === 'DELETE') return { status: 200, body: entry };
      return {
        status: 409,
        body: {
          code: 'restore_parent_first',
          detail: "Restore the room 'Kitchen' first: this expense belongs to it.",
        },
      };
    });
    const { hook } = setup();
    await act(() => hook.result.current.deleteRow(savedRow));
    act(() => undoOf('Expense deleted.').action.onClick());
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        "Restore the room 'Kitchen' first: this expense belongs to it.",
      ),
    );
    expect(toast.success).toHaveBeenCalledTimes(1);
  });

  it('says why a delete failed, with no Undo', async () => {
    serveFakeApi(() => ({ status: 403, body: { code: 'forbidden', detail: 'Not yours.' } }));
    const { hook } = setup();
    await act(() => hook.result.current.deleteRow(savedRow));
    expect(toast.error).toHaveBeenCalledWith('Not yours.');
    expect(toast.success).not.toHaveBeenCalled();
  });
});
