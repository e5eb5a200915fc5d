// Shared by the tests of 'Undo' after an edit (dialog and inline grid): one stored expense, and
// a fake server that answers each update with a new version and keeps what was sent.
import type { Expense } from '@hrt/shared/schemas/expenses';
import { vi } from 'vitest';
import { fieldsOf, toRow } from '../lib/expense-draft';

export const id = '00000000-0000-4000-8000-000000000001';
export const componentId = '00000000-0000-4000-8000-000000000002';
export const readAt = '2026-03-07T09:00:00.000Z';
export const editedAt = '2026-03-07T09:05:00.000Z';

export const stored: Expense = {
  id,
  component_id: componentId,
  room_id: componentId,
  description: 'Floor tiles',
  supplier: 'Tile Co',
  contact_id: null,
  product: 'Porcelain 60x60',
  quantity: 1,
  rrp: 500,
  trade_discount: 0,
  discount: 0,
  add_vat: 'NO_VAT',
  vat_rate: 20,
  vat_amount: 0,
  invoice_date: null,
  invoice_number: '',
  amount_paid: 120,
  payments: [
    {
      id: '00000000-0000-4000-8000-000000000009',
      date: null,
      amount: 120,
      paid_by_account_id: null,
      note: '',
    },
  ],
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

export type SentRequest = {
  method: string | undefined;
  url: string;
  body: Record<string, unknown>;
};

let sent: SentRequest[] = [];

/** Stubs fetch; answers the requests sent so far, in order. */
export function serve(): SentRequest[] {
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
  return sent;
}

/** The stored expense as a table row, read at `readAt`. */
export function storedRow() {
  return toRow(id, fieldsOf(stored), {
    isNew: false,
    isDirty: false,
    updated_at: readAt,
    receipt: null,
    payments: stored.payments,
  });
}
