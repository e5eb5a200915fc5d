import type { BuildComponent } from '@hrt/shared/schemas/build-components';
import type { Expense } from '@hrt/shared/schemas/expenses';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Session, SessionContext } from '@/lib/auth/session-context';
import { serveFakeApi } from '@/test/fake-api';
import { fieldsOf, toRow } from '../lib/expense-draft';
import { ExpenseDialog } from './expense-dialog';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('@/lib/undo-toast', () => ({ toastWithUndo: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const bathroom = { id: '1b7d5a0e-8a52-4d4c-9d2e-3f1f5b2a6c11', name: 'Bathroom' } as BuildComponent;
const openedAt = '2026-11-02T09:00:00.000Z';
const theirsAt = '2026-11-02T09:05:00.000Z';

/** Wall tiles: 10 x £20.00, No VAT, as the dialog was opened on. */
const tiles: Expense = {
  id: '6d0c6f0a-2b1e-4c3d-9e8f-7a6b5c4d3e21',
  component_id: bathroom.id,
  room_id: bathroom.id,
  description: '',
  supplier: 'Topps Tiles',
  product: 'Wall tiles',
  quantity: 10,
  rrp: 20,
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
  total_cost: 200,
  amount_due: 200,
  contact_id: null,
  created_at: openedAt,
  updated_at: openedAt,
  created_by: 'owner@example.com',
};
/** Meanwhile Priya made it 12 tiles and speculative. */
const theirs: Expense = {
  ...tiles,
  quantity: 12,
  committed: false,
  total_cost: 240,
  amount_due: 240,
  updated_at: theirsAt,
};

const owner: Session = {
  status: 'signed-in',
  role: 'owner',
  user: { email: 'owner@example.com', displayName: null, role: 'owner' },
  signIn: async () => {},
  signOut: async () => {},
};

function renderDialog(onSaved = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const row = toRow(tiles.id, fieldsOf(tiles), {
    isNew: false,
    isDirty: false,
    updated_at: tiles.updated_at,
    receipt: null,
    payments: [],
  });
  render(
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={owner}>
        <ExpenseDialog
          open
          onOpenChange={() => {}}
          row={row}
          components={[bathroom]}
          accounts={[]}
          onSaved={onSaved}
        />
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

/** The first save is refused as stale; the stored row and its history say what Priya did. */
function serveConflict() {
  let puts = 0;
  return serveFakeApi(({ method, path }) => {
    if (method === 'PUT' && path === `/api/expenses/${tiles.id}`) {
      puts += 1;
      if (puts === 1) {
        return {
          status: 409,
          body: { code: 'stale_update', detail: 'This expense was changed by someone else.' },
        };
      }
      return {
        status: 200,
        body: { ...theirs, product: 'Metro wall tiles', updated_at: '2026-11-02T09:06:00.000Z' },
      };
    }
    if (method === 'GET' && path === `/api/expenses/${tiles.id}`) {
      return { status: 200, body: theirs };
    }
    if (method === 'GET' && path === `/api/history/expense/${tiles.id}`) {
      const change = {
        id: '2e000000-0000-4000-8000-000000000001',
        action: 'updated',
        actor_email: 'priya@example.com',
        actor_name: 'Priya Shah',
        at: theirsAt,
        changes: [],
      };
      return { status: 200, body: { items: [change] } };
    }
    return undefined;
  });
}

async function saveAProductChange(user: ReturnType<typeof userEvent.setup>) {
  const product = screen.getByLabelText('Product', { exact: false });
  await user.clear(product);
  await user.type(product, 'Metro wall tiles');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  return screen.findByRole('region', { name: 'Someone else changed this expense' });
}

describe('a save refused because someone else saved the expense first', () => {
  it('keeps what was typed and shows each changed field, mine beside the stored value', async () => {
    serveConflict();
    const user = renderDialog();
    const panel = await saveAProductChange(user);

    expect(screen.getByLabelText('Product', { exact: false })).toHaveProperty(
      'value',
      'Metro wall tiles',
    );
    expect(within(panel).getByRole('status').textContent).toMatch(
      /^Saved by Priya Shah on 2 Nov 2026, \d\d:05, after you opened it\./,
    );
    const rows = within(panel).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'ProductChanged by youYoursMetro wall tilesNowWall tiles',
      'QuantityChanged by themYours10Now12',
      'StatusChanged by themYoursCommittedNowSpeculative',
    ]);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('"Apply my changes on top" saves my field onto the stored version, theirs kept', async () => {
    const sent = serveConflict();
    const onSaved = vi.fn();
    const user = renderDialog(onSaved);
    await saveAProductChange(user);
    await user.click(screen.getByRole('button', { name: 'Apply my changes on top' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const puts = sent.filter((request) => request.method === 'PUT');
    expect(puts).toHaveLength(2);
    expect(puts[1]!.body).toMatchObject({
      product: 'Metro wall tiles',
      quantity: 12,
      committed: false,
      rrp: 20,
      updated_at: theirsAt,
    });
  });

  it('"Use theirs" drops what was typed and closes without saving again', async () => {
    const sent = serveConflict();
    const onSaved = vi.fn();
    const user = renderDialog(onSaved);
    await saveAProductChange(user);
    await user.click(screen.getByRole('button', { name: 'Use theirs' }));

    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(sent.filter((request) => request.method === 'PUT')).toHaveLength(1);
  });
});
