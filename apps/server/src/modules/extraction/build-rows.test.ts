import { describe, expect, it } from 'vitest';
import { buildRows, type ItemDraft, reconcile } from './build-rows.ts';

const item = (unitPrice: number): ItemDraft => ({
  description: 'Wall plug',
  product: 'Wall plug',
  quantity: 1,
  unitPrice,
  tradeDiscount: 0,
  discount: 0,
});

const rowsOf = (vatMode: 'PLUS_VAT' | 'NO_VAT', prices: number[]) =>
  buildRows(prices.map(item), { roomId: crypto.randomUUID(), supplier: 'Screwfix', vatMode });

describe('reconcile', () => {
  it('takes + VAT rows within a penny per row: VAT rounded per row against once per invoice', () => {
    // Three rows of £0.33 + VAT are £0.40 each (39.6p rounded), £1.20 together; the invoice
    // rounds its VAT once: £0.99 + £0.20 = £1.19.
    const rows = rowsOf('PLUS_VAT', [0.33, 0.33, 0.33]);
    expect(rows.map((row) => row.total_cost)).toEqual([0.4, 0.4, 0.4]);
    const result = reconcile(rows, { subtotal: 0.99, vat: 0.2, total: 1.19 }, 'GBP');
    expect(result.status).toBe('matched');
  });

  it('refuses + VAT rows more than a penny per row away from the total', () => {
    const rows = rowsOf('PLUS_VAT', [0.33, 0.33, 0.33]);
    const result = reconcile(rows, { subtotal: null, vat: null, total: 1.16 }, 'GBP');
    expect(result.status).toBe('mismatch');
    expect(result.message).toBe(
      "The rows add up to £1.20, but the document's total is £1.16. Check the rows before adding them.",
    );
  });

  it('wants rows without VAT to add up to the penny', () => {
    const rows = rowsOf('NO_VAT', [0.33, 0.33, 0.33]);
    expect(reconcile(rows, { subtotal: null, vat: null, total: 0.99 }, 'GBP').status).toBe(
      'matched',
    );
    expect(reconcile(rows, { subtotal: null, vat: null, total: 1.0 }, 'GBP').status).toBe(
      'mismatch',
    );
  });
});

describe('buildRows', () => {
  const context = {
    roomId: crypto.randomUUID(),
    supplier: 'Grove DIY',
    vatMode: 'INC_VAT' as const,
  };

  it("fills Product from the line's name when the line prints no code, within 200 characters", () => {
    const long = `  ${'Oak veneer panel '.repeat(15)}`;
    const [named, coded, longName] = buildRows(
      [
        { ...item(4), product: '', description: ' Masking tape 50mm ' },
        { ...item(4), product: 'MT-50', description: 'Masking tape 50mm' },
        { ...item(4), product: '', description: long },
      ],
      context,
    );
    expect(named?.product).toBe('Masking tape 50mm');
    expect(coded?.product).toBe('MT-50');
    expect(longName?.product).toHaveLength(200);
    expect(longName?.product.endsWith('panel Oak veneer pa')).toBe(true);
  });

  it("offers a receipt's card payment as paid: amount paid is each row's total", () => {
    const rows = buildRows([item(6.44), { ...item(3.5), quantity: 2 }], {
      ...context,
      invoiceNumber: '0042-118',
      paidOnReceipt: 'card',
    });
    expect(rows.map((row) => [row.amount_paid, row.paid_on_receipt, row.invoice_number])).toEqual([
      [6.44, 'card', '0042-118'],
      [7, 'card', '0042-118'],
    ]);
    const unpaid = buildRows([item(6.44)], context);
    expect([unpaid[0]?.amount_paid, unpaid[0]?.paid_on_receipt]).toEqual([0, null]);
  });
});
