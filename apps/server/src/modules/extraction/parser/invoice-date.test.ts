import { describe, expect, it } from 'vitest';
import { findInvoiceDate } from './invoice-date.ts';

describe('the invoice date a document states', () => {
  it.each([
    ['Invoice No INV-20417 Date 14/03/2026', '2026-03-14'],
    ['Invoice date: 1 November 2026', '2026-11-01'],
    ['Date of issue 03-11-2026', '2026-11-03'],
    ['Tax point: 3rd Nov 2026', '2026-11-03'],
    ['Issue date 2026-11-05', '2026-11-05'],
    ['Invoice Date\n07.11.26', '2026-11-07'],
    ['Dated November 9, 2026', '2026-11-09'],
  ])('reads %j as %s', (text, date) => {
    expect(findInvoiceDate(text)).toBe(date);
  });

  it('prefers the invoice date to a bare date, and never takes a due, order or delivery date', () => {
    expect(findInvoiceDate('Due date: 30/11/2026\nInvoice date: 01/11/2026')).toBe('2026-11-01');
    expect(findInvoiceDate('Order date 28/10/2026   Date 02/11/2026')).toBe('2026-11-02');
    expect(findInvoiceDate('Payment due date 30/11/2026')).toBeNull();
    expect(findInvoiceDate('Order number 7781-2231 Ordered 2 March 2026')).toBeNull();
    expect(findInvoiceDate('Delivery: 4 March 2026\nThank you')).toBeNull();
  });

  it("takes a receipt's only date, but not one of several unlabelled dates", () => {
    expect(findInvoiceDate('B&Q Store 1234\n14/03/2026 10:42\nPaint 12.99')).toBe('2026-03-14');
    expect(findInvoiceDate('Stage 1 14/03/2026\nStage 2 21/03/2026')).toBeNull();
  });

  it('reads days first, the UK way, and refuses days that do not exist', () => {
    expect(findInvoiceDate('Date 04/05/2026')).toBe('2026-05-04');
    expect(findInvoiceDate('Date 31/02/2026')).toBeNull();
    expect(findInvoiceDate('Date 14/13/2026')).toBeNull();
    expect(findInvoiceDate('No date here, 12 x 1/2 inch fittings')).toBeNull();
  });
});

describe("a till receipt's date", () => {
  // Receipt texts written for these tests, as OCR returns them (spaces lost, time glued on).
  it.each([
    ['Date 25/12/2018 8:13:39 PM', '2018-12-25'],
    ['Date 25/12/20188:13:39 PM', '2018-12-25'],
    ['GROVE DIY\n21/02/18 11:19 Till 4', '2018-02-21'],
    ['Till 2 21/02/1811:194027807', '2018-02-21'],
    ['03 MAR 2018 18:22', '2018-03-03'],
    ['03 Mar201818:22', '2018-03-03'],
    ['Date :25 May 201709:41am', '2017-05-25'],
    ['30 Dec 17 18:40:57', '2017-12-30'],
    ['2018-03-03 09:12 Store 0042', '2018-03-03'],
    ['CB#: 3897 17/01/201842153', '2018-01-17'],
    ['Loyalty 0044 25032018 13:11:54', '2018-03-25'],
  ])('reads %j as %s', (text, date) => {
    expect(findInvoiceDate(text)).toBe(date);
  });

  it('takes the moment of sale over a card expiry, and no run of digits without a time', () => {
    expect(findInvoiceDate('01/03/18 19:14 Slip 104733\nCard Expiry: 30/09/18')).toBe('2018-03-01');
    expect(findInvoiceDate('Member card 25032018\nTotal 9.00')).toBeNull();
    expect(findInvoiceDate('Sale 14/03/2026 10:42\nRefund 15/03/2026 09:01')).toBeNull();
  });
});
