import type { Expense } from '@hrt/shared/schemas/expenses';
import type { ExtractedExpense } from '@hrt/shared/schemas/extraction';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveFakeApi } from '@/test/fake-api';
import { useAddExtracted } from './use-add-extracted';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(toast.success).mockReset();
  vi.mocked(toast.error).mockReset();
});

const kitchen = '0b7d5a0e-8a52-4d4c-9d2e-3f1f5b2a6c11';

function line(n: number, description: string, rrp: number): ExtractedExpense {
  return {
    id: `00000000-0000-4000-8000-00000000000${n}`,
    room_id: kitchen,
    description,
    supplier: '',
    product: `P-${n}`,
    quantity: 1,
    rrp,
    trade_discount: 0,
    discount: 0,
    add_vat: 'PLUS_VAT',
    vat_rate: 20,
    invoice_date: null,
    invoice_number: '',
    paid_on_receipt: null,
    amount_paid: 0,
    link: '',
    committed: true,
    total_cost: rrp * 1.2,
  };
}

// The document's date and number, read by the extraction, go with every row.
const lines = [
  { ...line(1, 'CLS timber', 95), invoice_date: '2026-02-27', invoice_number: 'HT-0042' },
  line(2, 'OSB3 board', 88.56),
  line(3, 'Nails', 18.3),
];
const invoice = new File(['%PDF-1.4'], '02-merchant-timber.pdf', { type: 'application/pdf' });

/** The review step's rows and its Add button, as the extract page has them. */
function Review() {
  const [rows, setRows] = useState(lines);
  const adding = useAddExtracted(setRows);
  return (
    <>
      <p>{rows.length} rows to add</p>
      {adding.error && <p role="alert">{adding.error}</p>}
      <button
        type="button"
        onClick={() =>
          void adding.add(
            { rows, file: invoice, componentId: kitchen, supplier: 'Hartley Timber' },
            'Kitchen',
          )
        }
      >
        Add {rows.length} Expenses
      </button>
    </>
  );
}

function renderReview() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/expenses/extract', element: <Review /> },
      { path: '/expenses', element: <p>All Expenses</p> },
    ],
    { initialEntries: ['/expenses/extract'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

/** The fake server: each expense stored gets the next id; `refuse` names a row it refuses. */
function serve(refuse?: string) {
  let count = 0;
  return serveFakeApi(({ method, path, body }) => {
    const fields = body as Partial<Expense> | undefined;
    if (method === 'POST' && path === '/api/expenses') {
      if (fields?.description === refuse) {
        return { status: 422, body: { code: 'unprocessable', detail: 'Product is required.' } };
      }
      count += 1;
      const stored = {
        vat_rate: 20,
        invoice_date: null,
        contact_id: null,
        ...fields,
        vat_amount: 0,
        payments: [],
        id: `10000000-0000-4000-8000-00000000000${count}`,
        room_id: kitchen,
        paid_by_account_id: null,
        receipt: null,
        total_cost: 0,
        amount_due: 0,
        created_at: '2026-03-01T09:00:00.000Z',
        updated_at: '2026-03-01T09:00:00.000Z',
        created_by: 'owner@example.com',
      };
      return { status: 201, body: stored };
    }
    if (method === 'POST' && path.endsWith('/receipt')) {
      return { status: 201, body: { receipt_url: '/files/r' } };
    }
    return undefined;
  });
}

describe("'Add N Expenses' after an extraction", () => {
  it('stores each row in the component, keeps the document as its receipt, says so and goes to /expenses', async () => {
    const sent = serve();
    const user = renderReview();
    await user.click(screen.getByRole('button', { name: 'Add 3 Expenses' }));
    expect(await screen.findByText('All Expenses')).toBeTruthy();

    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /api/expenses',
      'POST /api/expenses/10000000-0000-4000-8000-000000000001/receipt',
      'POST /api/expenses',
      'POST /api/expenses/10000000-0000-4000-8000-000000000002/receipt',
      'POST /api/expenses',
      'POST /api/expenses/10000000-0000-4000-8000-000000000003/receipt',
    ]);
    // One import is one action: every write carries the same action id, so others hear of it once.
    const actions = new Set(sent.map((request) => request.actionId));
    expect(actions.size).toBe(1);
    expect([...actions][0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[0]?.body).toEqual({
      component_id: kitchen,
      description: 'CLS timber',
      // The row had none: the document's supplier.
      supplier: 'Hartley Timber',
      product: 'P-1',
      quantity: 1,
      rrp: 95,
      trade_discount: 0,
      discount: 0,
      add_vat: 'PLUS_VAT',
      vat_rate: 20,
      invoice_date: '2026-02-27',
      invoice_number: 'HT-0042',
      amount_paid: 0,
      link: '',
      committed: true,
    });
    expect(toast.success).toHaveBeenCalledWith(
      'Document extraction completed successfully! Added 3 expenses to Kitchen, with 02-merchant-timber.pdf as their receipt.',
    );
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('keeps a refused row on the review step with the reason, and never stores the others twice', async () => {
    const sent = serve('OSB3 board');
    const user = renderReview();
    await user.click(screen.getByRole('button', { name: 'Add 3 Expenses' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      '“OSB3 board” could not be added: Product is required. The rows still here were not added; correct them and press Add again.',
    );
    expect(screen.getByText('1 rows to add')).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith(
      'Document extraction completed successfully! Added 2 expenses to Kitchen, with 02-merchant-timber.pdf as their receipt.',
    );
    const creates = () => sent.filter((request) => request.path === '/api/expenses');
    expect(creates()).toHaveLength(3);

    // Add again: only the refused row is sent.
    await user.click(screen.getByRole('button', { name: 'Add 1 Expenses' }));
    await waitFor(() => expect(creates()).toHaveLength(4));
    expect(creates()[3]?.body).toMatchObject({ description: 'OSB3 board' });
  });
});
