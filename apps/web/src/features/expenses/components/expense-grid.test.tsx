import type { BuildComponent } from '@hrt/shared/schemas/build-components';
import type { CreditAccount } from '@hrt/shared/schemas/credit';
import type { Expense } from '@hrt/shared/schemas/expenses';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCallback } from 'react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Session, SessionContext } from '@/lib/auth/session-context';
import {
  type CreditAccountOption,
  creditAccountListQuery,
} from '@/lib/shared-queries/credit-accounts';
import { type SentRequest, serveFakeApi } from '@/test/fake-api';
import { useEditorRows, useExpenseEditor } from '../hooks/use-expense-editor';
import { ExpenseTable } from './expense-table';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const kitchen = {
  id: '0b7d5a0e-8a52-4d4c-9d2e-3f1f5b2a6c11',
  name: 'Kitchen',
  type: 'room',
} as BuildComponent;

/** A saved expense: one worktop at £120, nothing paid. */
const worktop: Expense = {
  id: '5d0c6f0a-2b1e-4c3d-9e8f-7a6b5c4d3e21',
  component_id: kitchen.id,
  room_id: kitchen.id,
  description: 'Oak worktop',
  supplier: 'Topps',
  product: 'OAK-3M',
  quantity: 1,
  rrp: 120,
  trade_discount: 0,
  discount: 0,
  add_vat: 'NO_VAT',
  vat_rate: 20,
  vat_amount: 0,
  invoice_date: null,
  invoice_number: '',
  amount_paid: 0,
  payments: [],
  paid_by_account_id: null,
  link: '',
  receipt: null,
  committed: true,
  total_cost: 120,
  amount_due: 120,
  contact_id: null,
  created_at: '2026-03-01T09:00:00.000Z',
  updated_at: '2026-03-01T09:00:00.000Z',
  created_by: 'owner@example.com',
};

const savings = {
  id: '3c9e1f2a-6b7d-4e8f-9a0b-1c2d3e4f5a6b',
  account_name: 'Savings',
} as CreditAccount;

const owner: Session = {
  status: 'signed-in',
  role: 'owner',
  user: { email: 'owner@example.com', displayName: null, role: 'owner' },
  signIn: async () => {},
  signOut: async () => {},
};

/** The table as a component page has it: its editor, its rows, inline rows added to it. */
function Table({ saved }: { saved: Expense[] }) {
  const editor = useExpenseEditor();
  const accounts = useQuery({ ...creditAccountListQuery, enabled: false }).data ?? noAccounts;
  const all = useCallback(() => true, []);
  const rows = useEditorRows(editor, saved, all);
  return (
    <ExpenseTable
      editor={editor}
      rows={rows}
      loading={false}
      error={null}
      onRetry={() => {}}
      components={[kitchen]}
      accounts={accounts}
      canEditRow={() => true}
      editableComponents={[kitchen]}
      addComponentId={kitchen.id}
    />
  );
}

const noAccounts: CreditAccountOption[] = [];

let sent: SentRequest[];

function renderTable(
  saved: Expense[] = [worktop],
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
  render(
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={owner}>
        <Table saved={saved} />
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

function box(label: string) {
  return screen.getByLabelText(label) as HTMLInputElement;
}

function writes() {
  return sent.filter((request) => request.method !== 'GET');
}

beforeEach(() => {
  // jsdom lays nothing out: give the table's scrolling box a height so its rows are drawn.
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1200);
  sent = serveFakeApi(({ method, body }) => {
    if (method === 'PUT') {
      return { status: 200, body: { ...worktop, ...(body as object), updated_at: 'x' } };
    }
    if (method === 'POST') return { status: 201, body: { ...worktop, ...(body as object) } };
    return undefined;
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.mocked(toast.success).mockReset();
  vi.mocked(toast.error).mockReset();
});

describe('the expense grid, read-only until an edit starts', () => {
  it('takes no change from keys in a row not being edited; Enter opens it, Escape cancels', async () => {
    const user = renderTable();
    const paid = box('Amount paid, row 1');
    expect(paid.readOnly).toBe(true);
    expect(paid.value).toBe('0.00');

    // A stray key in the old row: nothing changes, nothing waits to be saved.
    paid.focus();
    await user.keyboard('{ArrowUp}{Backspace}{Delete}');
    expect(paid.value).toBe('0.00');
    box('VAT, row 1').focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect((box('VAT, row 1') as unknown as HTMLSelectElement).value).toBe('NO_VAT');
    expect(screen.queryByRole('button', { name: /Save Changes/ })).toBeNull();

    // Enter opens the row; what is typed then is the change.
    paid.focus();
    await user.keyboard('{Enter}');
    expect(paid.readOnly).toBe(false);
    await user.clear(paid);
    await user.type(paid, '50');
    expect(screen.getByRole('button', { name: /Save Changes/ }).textContent).toContain('1');
    expect(screen.getByRole('row', { name: 'Expense 1, changes not saved' })).toBeTruthy();

    // Escape cancels the row's edit: the saved value is back, read-only, nothing to save.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(box('Amount paid, row 1').value).toBe('0.00'));
    expect(box('Amount paid, row 1').readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: /Save Changes/ })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(box('Amount paid, row 1')));
    expect(writes()).toEqual([]);
  });

  it('opens a row by F2, a click or typing (which replaces the value), and closes it on leaving', async () => {
    const user = renderTable();
    const supplier = box('Supplier, row 1');
    supplier.focus();
    await user.keyboard('{F2}');
    expect(supplier.readOnly).toBe(false);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(box('Supplier, row 1').readOnly).toBe(true));

    box('Supplier, row 1').focus();
    await user.keyboard('B&Q');
    expect(box('Supplier, row 1').value).toBe('B&Q');
    expect(box('Supplier, row 1').readOnly).toBe(false);

    // Leaving the row closes it; the change waits for Save Changes.
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(box('Supplier, row 1').readOnly).toBe(true);
    expect(box('Supplier, row 1').value).toBe('B&Q');

    await user.click(box('Product, row 1'));
    expect(box('Product, row 1').readOnly).toBe(false);

    await user.click(screen.getByRole('button', { name: /Save Changes/ }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      method: 'PUT',
      path: `/api/expenses/${worktop.id}`,
      body: { supplier: 'B&Q', product: 'OAK-3M', amount_paid: 0 },
    });
  });
});

describe("the grid's paid-by while the accounts load", () => {
  it("shows a placeholder, not 'Not specified', until the accounts have come", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let answer: (accounts: CreditAccount[]) => void = () => {};
    void client.prefetchQuery({
      ...creditAccountListQuery,
      queryFn: () =>
        new Promise<CreditAccount[]>((resolve) => {
          answer = resolve;
        }),
    });
    const paid = { ...worktop, amount_paid: 50, paid_by_account_id: savings.id };
    renderTable([paid], client);
    expect(await screen.findByText('Loading the account')).toBeTruthy();
    expect(screen.queryByLabelText('Paid by, row 1')).toBeNull();
    act(() => answer([savings]));
    expect(((await screen.findByLabelText('Paid by, row 1')) as HTMLSelectElement).value).toBe(
      savings.id,
    );
    expect(screen.queryByText('Loading the account')).toBeNull();
  });
});

describe("the grid's discount cells", () => {
  it("say their unit and store '20%' as the pounds the dialog's formula gives", async () => {
    const user = renderTable();
    expect(screen.getByRole('columnheader', { name: 'Trade discount (£)' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Discount (£)' })).toBeTruthy();

    // 20 % of £120 is £24; then 10 % of the £96 left is £9.60 (not 10 % of £120).
    await user.click(box('Trade discount, row 1'));
    await user.clear(box('Trade discount, row 1'));
    await user.type(box('Trade discount, row 1'), '20%');
    await user.tab();
    expect(box('Trade discount, row 1').value).toBe('24.00');
    expect(box('Discount, row 1').readOnly).toBe(false);
    await user.clear(box('Discount, row 1'));
    await user.type(box('Discount, row 1'), '10%{Enter}');
    expect(box('Discount, row 1').value).toBe('9.60');
    expect(screen.getByRole('button', { name: /Total cost, row 1$/ }).textContent).toBe('£86.40');

    await user.click(screen.getByRole('button', { name: /Save Changes/ }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]?.body).toMatchObject({ trade_discount: 24, discount: 9.6, rrp: 120 });
  });

  it('keeps a percentage above 100 as typed and refuses it on save', async () => {
    const user = renderTable();
    await user.click(box('Discount, row 1'));
    await user.clear(box('Discount, row 1'));
    await user.type(box('Discount, row 1'), '120%');
    await user.tab();
    expect(box('Discount, row 1').value).toBe('120%');
    await user.click(screen.getByRole('button', { name: /Save Changes/ }));
    expect(toast.error).toHaveBeenCalledWith(
      'Row 1 of the unsaved rows: Discount: Enter an amount in pounds.',
    );
    expect(writes()).toEqual([]);
  });
});

describe('a blank new row', () => {
  it('is not sent: the dialog’s required fields say so beside their cells, until filled', async () => {
    const user = renderTable([]);
    await user.click(screen.getAllByRole('button', { name: 'Add Expense' })[0]!);
    const supplier = box('Supplier, row 1');
    expect(supplier.readOnly).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(box('Description, row 1')));

    await user.click(screen.getByRole('button', { name: /Save Changes/ }));
    expect(writes()).toEqual([]);
    expect(toast.error).toHaveBeenCalledWith(
      'Row 1 of the unsaved rows: Supplier: Supplier is required.',
    );
    expect(supplier.getAttribute('aria-invalid')).toBe('true');
    const supplierNote = document.getElementById(supplier.getAttribute('aria-describedby')!);
    expect(supplierNote?.textContent).toBe('Supplier is required.');
    const product = box('Product, row 1');
    const productNote = document.getElementById(product.getAttribute('aria-describedby')!);
    expect(productNote?.textContent).toBe('Product is required.');

    // Typing into a cell takes its message away; the other stays until it is filled too.
    await user.type(box('Supplier, row 1'), 'Wickes');
    expect(box('Supplier, row 1').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('Product is required.')).toBeTruthy();
    await user.type(box('Product, row 1'), 'Tile spacers');
    await user.click(screen.getByRole('button', { name: /Save Changes/ }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      method: 'POST',
      path: '/api/expenses',
      body: { component_id: kitchen.id, supplier: 'Wickes', product: 'Tile spacers' },
    });
  });

  it('goes with Escape while still blank', async () => {
    const user = renderTable([]);
    await user.click(screen.getAllByRole('button', { name: 'Add Expense' })[0]!);
    await waitFor(() => expect(document.activeElement).toBe(box('Description, row 1')));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('row', { name: /not saved yet/ })).toBeNull();
  });
});
