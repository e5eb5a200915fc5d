import type { ExpensePage } from '@hrt/shared/schemas/expense-list';
import type { Expense } from '@hrt/shared/schemas/expenses';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newExpenseFields } from '../lib/expense-draft';
import { useEditorRows } from './use-expense-editor';
import { useExpenseList } from './use-expense-list';

/**
 * The list hook against a fake server (fetch): which requests it makes, and when the search
 * runs here or there. The figures in the fake pages are not under test.
 */
const room = '00000000-0000-4000-8000-000000000001';

function expense(n: number, description: string): Expense {
  const stamp = '2026-01-01T00:00:00.000Z';
  return {
    ...newExpenseFields(room),
    // The answers' deprecated copy of component_id (packages/shared contracts/expenses.ts).
    room_id: room,
    id: `00000000-0000-4000-8000-${String(n + 100).padStart(12, '0')}`,
    description,
    receipt: null,
    total_cost: 0,
    amount_due: 0,
    contact_id: null,
    vat_amount: 0,
    invoice_date: null,
    invoice_number: '',
    vat_rate: 20,
    payments: [],
    created_at: stamp,
    updated_at: stamp,
    created_by: null,
  };
}

function page(items: Expense[], next: string | null, count: number): ExpensePage {
  const totals = { count, total: 0, amount_paid: 0, unpaid_total: 0, vat_total: 0 };
  return { items, next_cursor: next, total_count: count, totals };
}

let requested: URL[] = [];

/** A server with `pages` for the unfiltered list and `search` answering any `q`. */
function serve(pages: ExpensePage[], search: (q: string) => ExpensePage) {
  requested = [];
  vi.stubGlobal('fetch', async (url: string) => {
    const parsed = new URL(url, 'http://test');
    requested.push(parsed);
    const q = parsed.searchParams.get('q');
    const cursor = Number(parsed.searchParams.get('cursor') ?? 0);
    const body = q ? search(q) : pages[cursor];
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
}

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

afterEach(() => vi.unstubAllGlobals());

describe('useExpenseList', () => {
  it('searches on the server (q) while the list is not all loaded', async () => {
    serve([page([expense(1, 'Oak door'), expense(2, 'Tiles')], '1', 3)], () =>
      page([expense(1, 'Oak door'), expense(9, 'Oak shelf')], null, 2),
    );
    const { result, rerender } = renderHook(({ search }) => useExpenseList(undefined, search), {
      wrapper,
      initialProps: { search: '' },
    });
    await waitFor(() => expect(result.current.expenses).toHaveLength(2));
    expect(result.current.complete).toBe(false);
    expect(result.current.unfilteredCount).toBe(3);

    rerender({ search: ' oak ' });
    await waitFor(() => expect(result.current.searchedOnServer).toBe(true));
    expect(result.current.expenses.map((item) => item.description)).toEqual([
      'Oak door',
      'Oak shelf',
    ]);
    expect(result.current.totals?.count).toBe(2);
    expect(requested.map((url) => url.searchParams.get('q'))).toEqual([null, 'oak']);
  });

  it('searches here, without a request, once every page is loaded', async () => {
    serve([page([expense(1, 'Oak door')], '1', 2), page([expense(2, 'Tiles')], null, 2)], () => {
      throw new Error('a complete list must not be searched on the server');
    });
    const { result, rerender } = renderHook(({ search }) => useExpenseList(room, search), {
      wrapper,
      initialProps: { search: '' },
    });
    await waitFor(() => expect(result.current.hasNextPage).toBe(true));
    act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.complete).toBe(true));
    expect(result.current.expenses.map((item) => item.description)).toEqual(['Oak door', 'Tiles']);

    rerender({ search: 'oak' });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(result.current.searchedOnServer).toBe(false);
    expect(requested.map((url) => url.searchParams.get('cursor'))).toEqual([null, '1']);
    expect(requested.every((url) => url.searchParams.get('component_id') === room)).toBe(true);
  });
});

describe('useEditorRows', () => {
  it('shows unsaved rows first, then the loaded rows with their local edits', () => {
    const saved = [expense(1, 'Oak door'), expense(2, 'Tiles')];
    const editedBase = {
      ...newExpenseFields(room),
      id: saved[1]!.id,
      description: 'Tiles',
      isNew: false,
      isDirty: false,
      updated_at: saved[1]!.updated_at,
      receipt: null,
      total_cost: 0,
      amount_due: 0,
      vat_amount: 0,
      payments: [],
      paid: false,
    };
    const editor = {
      pending: { [saved[1]!.id]: { base: editedBase, patch: { rrp: 12.5, quantity: 2 } } },
      newRows: [
        { id: 'new-1', fields: { ...newExpenseFields(room), description: 'Grout' } },
        { id: 'new-2', fields: { ...newExpenseFields('other-room'), description: 'Paint' } },
      ],
    };
    const { result } = renderHook(() =>
      useEditorRows(editor, saved, (fields) => fields.component_id === room),
    );
    expect(result.current.map((row) => [row.description, row.isNew, row.isDirty])).toEqual([
      ['Grout', true, true],
      ['Oak door', false, false],
      ['Tiles', false, true],
    ]);
    // The edit is laid over the saved row, and its totals follow: 2 x 12.50.
    expect(result.current[2]!.total_cost).toBe(25);
    expect(result.current[2]!.updated_at).toBe(saved[1]!.updated_at);
  });
});
