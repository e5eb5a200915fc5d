import { describe, expect, it } from 'vitest';
import { buildRows, reconcile } from '../build-rows.ts';
import { parseDocumentText } from './parse-document.ts';

const ROOM = '0b7d5a0e-8a52-4d4c-9d2e-3f1f5b2a6c11';
const rowsOf = (text: string) => {
  const parsed = parseDocumentText(text);
  const rows = buildRows(parsed.items, {
    roomId: ROOM,
    supplier: parsed.supplier,
    vatMode: parsed.vatMode,
  });
  return { parsed, rows, reconciliation: reconcile(rows, parsed, parsed.currency) };
};
const brief = (row: {
  description: string;
  quantity: number;
  rrp: number;
  discount: number;
  add_vat: string;
  total_cost: number;
}) => [row.description, row.quantity, row.rrp, row.discount, row.add_vat, row.total_cost];

describe('parseDocumentText', () => {
  it('prices ex VAT with a VAT line: PLUS_VAT, reconciled with subtotal, VAT and total', () => {
    const { parsed, rows, reconciliation } = rowsOf(`Acme Merchants Ltd
TAX INVOICE
Code Description Qty Unit Disc Net
AB-100 Cement 25kg 4 £6.50 £0.00 £26.00
Sand bulk bag 1 £48.00 £4.80 £43.20
Subtotal £69.20
VAT @ 20% £13.84
Total £83.04`);
    expect(parsed.supplier).toBe('Acme Merchants Ltd');
    expect(parsed.vatMode).toBe('PLUS_VAT');
    expect(rows.map(brief)).toEqual([
      ['Cement 25kg', 4, 6.5, 0, 'PLUS_VAT', 31.2],
      ['Sand bulk bag', 1, 48, 4.8, 'PLUS_VAT', 51.84],
    ]);
    expect(rows[0]!.product).toBe('AB-100');
    expect(reconciliation).toMatchObject({ status: 'matched', rows_total: 83.04 });
  });

  it('a VAT-inclusive receipt with a discount line: INC_VAT', () => {
    const { rows, reconciliation } = rowsOf(`Corner DIY Store
SALES RECEIPT
PAINT 5L 2 x 32.00 64.00
ROLLER KIT 12.99
DISCOUNT -3.00
TOTAL £73.99
CARD £73.99
VAT INCLUDED £12.33`);
    expect(rows.map(brief)).toEqual([
      ['PAINT 5L', 2, 32, 0, 'INC_VAT', 64],
      ['ROLLER KIT', 1, 12.99, 3, 'INC_VAT', 9.99],
    ]);
    expect(reconciliation.status).toBe('matched');
  });

  it('no VAT: NO_VAT, decimal quantities', () => {
    const { rows } = rowsOf(`Sam Jones Carpentry
INVOICE
Labour fitting doors 1.5 £200.00 £300.00
Total due £300.00
Not VAT registered.`);
    expect(rows.map(brief)).toEqual([['Labour fitting doors', 1.5, 200, 0, 'NO_VAT', 300]]);
  });

  it('euro amounts written 1.234,56 with the sign after, and a percent discount', () => {
    const { parsed, rows, reconciliation } = rowsOf(`Azulejos Levante S.L.
Wall tile 30x60 42 29,40 € 0% 1.234,80 €
Floor tile 60x60 10 46,75 € 10% 420,75 €
Subtotal 1.655,55 €
VAT 20% 331,11 €
Total 1.986,66 €`);
    expect(parsed.currency).toBe('EUR');
    expect(rows.map(brief)).toEqual([
      ['Wall tile 30x60', 42, 29.4, 0, 'PLUS_VAT', 1481.76],
      ['Floor tile 60x60', 10, 46.75, 46.75, 'PLUS_VAT', 504.9],
    ]);
    expect(reconciliation).toMatchObject({ status: 'matched', document_total: 1986.66 });
  });

  it('multi-page: carried-forward lines and page footers are not items', () => {
    const { rows, reconciliation } = rowsOf(`Calder Supplies
Blocks 100mm 10 £1.60 £16.00
Carried forward £16.00
Page 1 of 2
Calder Supplies
Lintel 1200mm 1 £38.90 £38.90
Subtotal £54.90
VAT @ 20% £10.98
Total £65.88`);
    expect(rows.map((row) => row.description)).toEqual(['Blocks 100mm', 'Lintel 1200mm']);
    expect(reconciliation.status).toBe('matched');
  });

  it('flags a total the rows do not reach instead of hiding it', () => {
    const { reconciliation } = rowsOf(`Quick Fix Ltd
Hinges 2 £5.00 £10.00
Total £25.00`);
    expect(reconciliation).toMatchObject({
      status: 'mismatch',
      rows_total: 10,
      document_total: 25,
      message:
        "The rows add up to £10.00, but the document's total is £25.00. Check the rows before adding them.",
    });
  });

  it('text without prices has no items', () => {
    expect(parseDocumentText('Greetings from Whitby\nWish you were here').items).toEqual([]);
  });
});

describe('till receipt habits', () => {
  it('VAT code letters after prices, a pound sign read as E, dollar amounts with commas', () => {
    const { rows, reconciliation } = rowsOf(`Fixit Hardware Ltd
WOOD GLUE 1L 7.49 A
HINGES 2 x 3.25 6.50 A
TOTAL E13.99`);
    expect(rows.map(brief)).toEqual([
      ['WOOD GLUE 1L', 1, 7.49, 0, 'NO_VAT', 7.49],
      ['HINGES', 2, 3.25, 0, 'NO_VAT', 6.5],
    ]);
    expect(reconciliation).toMatchObject({ status: 'matched', document_total: 13.99 });
    const dollars = rowsOf(`Lakeside Lighting Co
Pendant light 2 $1,249.99 $2,499.98
Total $2,499.98`);
    expect(dollars.parsed.currency).toBe('USD');
    expect(dollars.rows.map(brief)).toEqual([['Pendant light', 2, 1249.99, 0, 'NO_VAT', 2499.98]]);
  });
});

describe('OCR damage the arithmetic can repair', () => {
  it('a dropped decimal point in "2x499 9.98", and noise above the supplier', () => {
    const { parsed, rows } = rowsOf(`SE RR RRR RRR
Dalesway Builders Yard
BUCKET TRUG 2x499 9.98
TOTAL £9.98`);
    expect(parsed.supplier).toBe('Dalesway Builders Yard');
    expect(rows.map(brief)).toEqual([['BUCKET TRUG', 2, 4.99, 0, 'NO_VAT', 9.98]]);
  });
});
