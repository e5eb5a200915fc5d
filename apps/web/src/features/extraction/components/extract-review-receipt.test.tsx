import type { ExtractedExpense, ExtractionResult } from '@hrt/shared/schemas/extraction';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ExtractReviewStep } from './extract-review-step';

afterEach(cleanup);

const kitchenId = '0b7d5a0e-8a52-4d4c-9d2e-3f1f5b2a6c11';

/** A till receipt read with its card payment: the row is offered as paid, £75.44. */
const row: ExtractedExpense = {
  id: 'a5d8d7a4-31f6-4c1e-9a7e-0a8c8f1f2b07',
  room_id: kitchenId,
  description: 'Receipt from Grove DIY',
  supplier: 'Grove DIY',
  product: '',
  quantity: 1,
  rrp: 75.44,
  trade_discount: 0,
  discount: 0,
  add_vat: 'INC_VAT',
  vat_rate: 20,
  invoice_date: '2018-02-21',
  invoice_number: '0042-118',
  amount_paid: 75.44,
  paid_on_receipt: 'card',
  link: '',
  committed: true,
  total_cost: 75.44,
};

const result: ExtractionResult = {
  engine: 'builtin',
  source: 'ocr',
  pages: 1,
  supplier: 'Grove DIY',
  currency: 'GBP',
  einvoice: null,
  einvoice_notice: null,
  reconciliation: {
    status: 'matched',
    rows_total: 75.44,
    document_subtotal: null,
    document_vat: null,
    document_total: 75.44,
    message: null,
  },
  expenses: [row],
  earlier_expenses: [],
};

function Review(props: { result?: ExtractionResult }) {
  const [rows, setRows] = useState(result.expenses);
  return (
    <MemoryRouter>
      <ExtractReviewStep
        result={props.result ?? result}
        rows={rows}
        onRows={setRows}
        onBack={() => {}}
        onAdd={() => {}}
        progress={null}
        saveError={null}
        earlierHref={(expense) => `/rooms/room/${expense.component_id}`}
      />
      <output data-testid="rows">{JSON.stringify(rows)}</output>
    </MemoryRouter>
  );
}

const stored = (): ExtractedExpense[] => JSON.parse(screen.getByTestId('rows').textContent ?? '');

describe("a receipt's payment in the review", () => {
  it('offers the row as paid by card, for the person to confirm or clear', () => {
    render(<Review />);
    expect(screen.getByText('Paid by card on the receipt')).toBeTruthy();
    expect(screen.getByLabelText('Amount paid, row 1')).toHaveProperty('value', '75.44');
    // No account is chosen for them: the row carries none.
    expect(stored()[0]).not.toHaveProperty('paid_by_account_id');

    fireEvent.click(screen.getByRole('button', { name: 'Clear the amount paid, row 1' }));
    expect(screen.queryByText('Paid by card on the receipt')).toBeNull();
    expect(stored()[0]).toMatchObject({ amount_paid: 0, paid_on_receipt: null });
  });

  it('keeps a paid row paid in full when its price is corrected', () => {
    render(<Review />);
    fireEvent.change(screen.getByLabelText('RRP per unit, row 1'), { target: { value: '70.44' } });
    expect(stored()[0]).toMatchObject({ total_cost: 70.44, amount_paid: 70.44 });
  });
});

describe("the invoice's number and date in the review", () => {
  it('are shown on the row and editable', () => {
    render(<Review />);
    const number = screen.getByLabelText('Invoice number, row 1');
    expect(number).toHaveProperty('value', '0042-118');
    fireEvent.change(number, { target: { value: '0042-119' } });
    fireEvent.change(screen.getByLabelText('Invoice date, row 1'), {
      target: { value: '2018-02-22' },
    });
    expect(stored()[0]).toMatchObject({ invoice_number: '0042-119', invoice_date: '2018-02-22' });
  });
});

describe('a document imported before', () => {
  it('warns before adding and names the earlier expense with a link, leaving Add enabled', () => {
    render(
      <Review
        result={{
          ...result,
          earlier_expenses: [
            {
              id: '10000000-0000-4000-8000-000000000001',
              component_id: kitchenId,
              description: 'Receipt from Grove DIY',
              supplier: 'Grove DIY',
              invoice_number: '0042-118',
              invoice_date: '2018-02-21',
              total_cost: 75.44,
              reason: 'same_document',
            },
          ],
        }}
      />,
    );
    const warning = screen.getByText('This document was imported before').closest('[role]')!;
    expect(warning.textContent).toContain('An expense was saved from this same document.');
    const link = within(warning as HTMLElement).getByRole('link', {
      name: 'Receipt from Grove DIY',
    });
    expect(link.getAttribute('href')).toBe(`/rooms/room/${kitchenId}`);
    expect(warning.textContent).toContain('(21 Feb 2018, £75.44, invoice 0042-118)');
    expect(screen.getByRole('button', { name: 'Add 1 Expenses' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it("is a warning, in the warning tone, with the invoice number's wording", () => {
    render(
      <Review
        result={{
          ...result,
          earlier_expenses: [
            {
              id: '10000000-0000-4000-8000-000000000002',
              component_id: kitchenId,
              description: '',
              supplier: 'Grove DIY',
              invoice_number: '0042-118',
              invoice_date: null,
              total_cost: 12.5,
              reason: 'same_invoice_number',
            },
          ],
        }}
      />,
    );
    const warning = screen.getByRole('alert');
    expect(warning.getAttribute('data-kind')).toBe('warning');
    expect(warning.className).toContain('bg-warning-soft');
    expect(warning.className).not.toContain('destructive');
    expect(warning.textContent).toBe(
      'This invoice may be imported already' +
        'An expense was saved with the same invoice number from this supplier. Check them before adding these rows; you can still add them.' +
        'Grove DIY (no date, £12.50, invoice 0042-118)',
    );
  });
});

describe('a greyed Add in the review', () => {
  it('says why beside it', () => {
    render(<Review />);
    const add = screen.getByRole('button', { name: 'Add 1 Expenses' });
    expect(add.getAttribute('aria-describedby')).toBeNull();
    fireEvent.click(screen.getByLabelText('Remove row 1'));
    const disabled = screen.getByRole('button', { name: 'Add 0 Expenses' });
    expect(disabled).toHaveProperty('disabled', true);
    const reason = document.getElementById(disabled.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe(
      'No rows left to add: go back to upload, or read the document again.',
    );
  });
});
