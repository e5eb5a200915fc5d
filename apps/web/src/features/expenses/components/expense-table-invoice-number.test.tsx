import type { BuildComponent } from '@hrt/shared/schemas/build-components';
import type { Expense } from '@hrt/shared/schemas/expenses';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { useCallback } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Session, SessionContext } from '@/lib/auth/session-context';
import type { CreditAccountOption } from '@/lib/shared-queries/credit-accounts';
import { serveFakeApi } from '@/test/fake-api';
import { useEditorRows, useExpenseEditor } from '../hooks/use-expense-editor';
import { ExpenseTable } from './expense-table';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const bathroom = {
  id: '0b7d5a0e-8a52-4d4c-9d2e-3f1f5b2a6c12',
  name: 'Bathroom',
  type: 'room',
} as BuildComponent;

/** An expense saved from an invoice: its number is kept beside its date. */
const valve: Expense = {
  id: '5d0c6f0a-2b1e-4c3d-9e8f-7a6b5c4d3e31',
  component_id: bathroom.id,
  room_id: bathroom.id,
  description: 'Thermostatic shower mixer valve',
  supplier: 'Harbour Plumbing Supplies Ltd',
  product: 'Thermostatic shower mixer valve',
  quantity: 1,
  rrp: 84,
  trade_discount: 0,
  discount: 0,
  add_vat: 'NO_VAT',
  vat_rate: 20,
  vat_amount: 0,
  invoice_date: '2026-11-02',
  invoice_number: 'HPS-20931',
  amount_paid: 0,
  payments: [],
  paid_by_account_id: null,
  link: '',
  receipt: null,
  committed: true,
  total_cost: 84,
  amount_due: 84,
  contact_id: null,
  created_at: '2026-11-02T09:00:00.000Z',
  updated_at: '2026-11-02T09:00:00.000Z',
  created_by: 'owner@example.com',
};

const owner: Session = {
  status: 'signed-in',
  role: 'owner',
  user: { email: 'owner@example.com', displayName: null, role: 'owner' },
  signIn: async () => {},
  signOut: async () => {},
};
const noAccounts: CreditAccountOption[] = [];

function Table({ saved }: { saved: Expense[] }) {
  const editor = useExpenseEditor();
  const all = useCallback(() => true, []);
  const rows = useEditorRows(editor, saved, all);
  return (
    <ExpenseTable
      editor={editor}
      rows={rows}
      loading={false}
      error={null}
      onRetry={() => {}}
      components={[bathroom]}
      accounts={noAccounts}
      canEditRow={() => true}
      editableComponents={[bathroom]}
      addComponentId={bathroom.id}
    />
  );
}

beforeEach(() => {
  // jsdom lays nothing out: give the table's scrolling box a size so its rows are drawn.
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1200);
  serveFakeApi(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the expense table', () => {
  it("shows each expense's invoice number in its own column, after the date", () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SessionContext.Provider value={owner}>
          <Table saved={[valve]} />
        </SessionContext.Provider>
      </QueryClientProvider>,
    );
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers.slice(0, 3)).toEqual(['Description', 'Date', 'Invoice no.']);
    const row = screen
      .getAllByRole('row')
      .find((candidate) => candidate.textContent?.includes('HPS-20931'));
    expect(row).toBeTruthy();
    const cells = within(row!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(1, 3)).toEqual(['02/11/2026', 'HPS-20931']);
  });

  it("shows the invoice number on a phone's expense card too", () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SessionContext.Provider value={owner}>
          <Table saved={[valve]} />
        </SessionContext.Provider>
      </QueryClientProvider>,
    );
    const term = screen.getByText('Invoice no.', { selector: 'dt' });
    expect(term.nextElementSibling?.textContent).toBe('HPS-20931');
  });
});
