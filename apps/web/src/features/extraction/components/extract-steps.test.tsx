import type { BuildComponent } from '@hrt/shared/schemas/build-components';
import type { ExtractionResult } from '@hrt/shared/schemas/extraction';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExtractReviewStep } from './extract-review-step';
import { ExtractUploadStep } from './extract-upload-step';

afterEach(cleanup);

const kitchen = {
  id: '0b7d5a0e-8a52-4d4c-9d2e-3f1f5b2a6c11',
  name: 'Kitchen',
  type: 'room',
} as BuildComponent;

function Upload(props: { failed?: boolean; extracting?: boolean; onExtract?: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [roomId, setRoomId] = useState('');
  return (
    <ExtractUploadStep
      components={[kitchen]}
      componentsLoading={false}
      componentsFailed={props.failed ?? false}
      onRetryComponents={() => {}}
      file={file}
      onFile={setFile}
      roomId={roomId}
      onRoom={setRoomId}
      extracting={props.extracting ?? false}
      error={null}
      onExtract={props.onExtract ?? (() => {})}
    />
  );
}

describe('extract upload step', () => {
  it('keeps Extract Expenses disabled until a file and a room are chosen, saying which is missing', () => {
    const onExtract = vi.fn();
    render(<Upload onExtract={onExtract} />);
    const button = screen.getByRole('button', { name: 'Extract Expenses' });
    expect(button).toHaveProperty('disabled', true);
    expect(screen.getByText('Please select a file first')).toBeTruthy();
    const file = new File(['%PDF-1.4'], 'invoice.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Invoice or receipt file'), {
      target: { files: [file] },
    });
    expect(screen.getByText('Please select a room')).toBeTruthy();
    expect(button).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Room'), { target: { value: kitchen.id } });
    expect(button).toHaveProperty('disabled', false);
    fireEvent.click(button);
    expect(onExtract).toHaveBeenCalledOnce();
  });

  it('offers the camera on phones and accepts only PDF, JPEG, PNG and XML files', () => {
    render(<Upload />);
    expect(screen.getByLabelText('Invoice or receipt file').getAttribute('accept')).toBe(
      '.pdf,.jpg,.jpeg,.png,.xml',
    );
    expect(screen.getByLabelText('Photograph a receipt').getAttribute('capture')).toBe(
      'environment',
    );
  });

  it('shows progress while reading, and the rooms error with a retry', () => {
    render(<Upload extracting />);
    expect(screen.getByRole('button', { name: 'Extracting…' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('status').textContent).toContain('Reading the document');
    cleanup();
    render(<Upload failed />);
    expect(screen.getByText('Failed to load rooms. Please try again.')).toBeTruthy();
  });
});

const result: ExtractionResult = {
  engine: 'builtin',
  source: 'pdf_text',
  pages: 1,
  supplier: 'Acme',
  currency: 'GBP',
  einvoice: null,
  einvoice_notice: null,
  earlier_expenses: [],
  reconciliation: {
    status: 'mismatch',
    rows_total: 12,
    document_subtotal: null,
    document_vat: null,
    document_total: 20,
    message: "The rows add up to £12.00, but the document's total is £20.00.",
  },
  expenses: [
    {
      id: 'a5d8d7a4-31f6-4c1e-9a7e-0a8c8f1f2b01',
      room_id: kitchen.id,
      description: 'Hinges',
      supplier: 'Acme',
      product: '',
      quantity: 2,
      rrp: 5,
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
      total_cost: 12,
    },
  ],
};

function Review({ onAdd }: { onAdd: () => void }) {
  const [rows, setRows] = useState(result.expenses);
  return (
    <ExtractReviewStep
      result={result}
      rows={rows}
      onRows={setRows}
      onBack={() => {}}
      onAdd={onAdd}
      progress={null}
      saveError={null}
    />
  );
}

describe('extract review step', () => {
  it('flags a mismatch, recomputes a row and the running total after an edit', () => {
    render(<Review onAdd={() => {}} />);
    expect(
      screen.getByText("The rows add up to £12.00, but the document's total is £20.00."),
    ).toBeTruthy();
    expect(screen.getByTestId('extraction-total').textContent).toBe('£12.00');
    fireEvent.change(screen.getByLabelText('Quantity, row 1'), { target: { value: '3' } });
    expect(screen.getByLabelText('Total cost, row 1').textContent).toBe('£18.00');
    expect(screen.getByTestId('extraction-total').textContent).toBe('£18.00');
    fireEvent.change(screen.getByLabelText('VAT, row 1'), { target: { value: 'NO_VAT' } });
    expect(screen.getByTestId('extraction-total').textContent).toBe('£15.00');
    expect(screen.getByRole('button', { name: 'Add 1 Expenses' })).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Remove row 1'));
    expect(screen.getByRole('button', { name: 'Add 0 Expenses' })).toHaveProperty('disabled', true);
  });
});

describe('extract review step with an e-invoice', () => {
  it('says the rows come from the e-invoice, names the currency and the credit note, and shows each line as the invoice states it', () => {
    const row = result.expenses[0]!;
    const einvoiceResult: ExtractionResult = {
      ...result,
      source: 'einvoice',
      currency: 'EUR',
      reconciliation: { ...result.reconciliation, status: 'matched', message: null },
      einvoice: {
        format: 'Factur-X / ZUGFeRD 2',
        in_pdf: true,
        invoice_number: 'GS-7',
        issue_date: '2026-03-14',
        credit_note: true,
        lines: [
          {
            row_id: row.id,
            kind: 'line',
            name: 'Hinges',
            quantity: 3,
            unit_code: 'C62',
            net_unit_price: 3.3333,
            vat_category: 'S',
            vat_rate: 19,
            net_amount: -10,
            vat_amount: -1.9,
            gross_amount: -11.9,
          },
        ],
      },
    };
    render(
      <ExtractReviewStep
        result={einvoiceResult}
        rows={einvoiceResult.expenses}
        onRows={() => {}}
        onBack={() => {}}
        onAdd={() => {}}
        progress={null}
        saveError={null}
      />,
    );
    expect(screen.getByText(/Read from the e-invoice data in this PDF/).textContent).toContain(
      'Factur-X / ZUGFeRD 2, no. GS-7',
    );
    expect(screen.getByText(/The document is in EUR/)).toBeTruthy();
    expect(screen.getByText(/This is a credit note/)).toBeTruthy();
    expect(screen.getByText('3 × 3.3333 net · 19 % VAT · -11.90 in all')).toBeTruthy();
  });
});
