import { describe, expect, it } from 'vitest';
import { findInvoiceNumber } from './invoice-number.ts';

describe('the invoice number a document prints', () => {
  it.each([
    ['Invoice No: INV-2026-0042\nDate 12/03/2026', 'INV-2026-0042'],
    ['INVOICE NUMBER\nSO/12345/A', 'SO/12345/A'],
    ['Invoice Date: 12/03/2026   Invoice #  10023', '10023'],
    ['Receipt No. : 0012345', '0012345'],
    ['Tax Invoice No : CS00012345', 'CS00012345'],
    ['Document No: TD01167104', 'TD01167104'],
    ['Rechnungsnummer: 471102', '471102'],
    ['Facture N° F-2019-01', 'F-2019-01'],
  ])('reads %j as %s', (text, number) => {
    expect(findInvoiceNumber(text)).toBe(number);
  });

  it('takes no order, account or VAT number, and no date after a label', () => {
    expect(findInvoiceNumber('Order No: 555\nAccount number 88123\nVAT No GB123456789')).toBe('');
    expect(findInvoiceNumber('Invoice date 12/03/2026')).toBe('');
    expect(findInvoiceNumber('Invoice No: 12/03/2026')).toBe('');
  });
});

describe("a till receipt's number", () => {
  it('is read from the receipt as OCR returns it, not from the card or loyalty lines', () => {
    // A receipt written for this test, in the shape OCR gives it.
    const receipt = [
      'GROVE DIY SUPPLIES LTD',
      'VAT No: GB 123 4567 89',
      'Receipt No: 0042-118',
      '21/02/18 11:19',
      'WOOD FILLER 250ML 1 6.44',
      'TOTAL 6.44',
      'CARD 6.44',
      'Loyalty card no 6018840059147765',
    ].join('\n');
    expect(findInvoiceNumber(receipt)).toBe('0042-118');
  });
});
