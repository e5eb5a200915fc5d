import { describe, expect, it } from 'vitest';
import { parseDocumentText } from './parse-document.ts';
import { readReceipt, receiptAmounts, receiptLineKind } from './receipt.ts';
import { asReceipt } from './receipt-document.ts';

// Receipts written for these tests, in the shapes OCR returns them (spaces dropped, digits for
// letters), not copied from any real receipt.
const hardwareTill = [
  'KESTREL TOOLS SDN BHD',
  '(771234-K)',
  'NO.12,JALAN MERAH 3',
  'TEL:03-1234 5678',
  'SIMPLIFIED TAX INVOICE',
  'Date: 02/03/2018',
  'CLAMP 4" 2 6.50 13.00',
  'SANDPAPER P120 1 4.20 4.20',
  'Total Qty: 3 17.20',
  'Sub Total (Excl GST) 17.20',
  'Total GST (RM) : 1.03',
  'Rounding (RM) : 0.02',
  'Total (RM) : 18.25',
  'CASH : 20.00',
  'Change (RM) : 1.75',
  'GST SUMMARY',
  'Total : 17.20 1.03',
];

describe('receipt line kinds', () => {
  it.each([
    ['Total (RM) : 18.25', 'total'],
    ['TOTALINCLGST@6% RM 38.80', 'total'],
    ['Tota1 102.40', 'total'],
    ['Tatal 18.00', 'total'],
    ['Cach Recaived 20.00', 'cash'],
    ['Nett Total: $8.20', 'total'],
    ['Amount To Be Paid: 25.45', 'total'],
    ['Total Sales(Excluding GST) 95.17', 'subtotal'],
    ['SUB-TOTAL 62.00', 'subtotal'],
    ['SUBTOTAL (QTY 4) RM41.43', 'subtotal'],
    ['Total GST (RM) : 6.37', 'tax'],
    ['GST @6% included in total RM 2.43', 'tax'],
    ['10% Srv Chg 8.78', 'tax'],
    ['Roundlng (RM) : -0.02', 'rounding'],
    ['Total Rounded 25.40', 'total'],
    ['CASH RM 50.00', 'cash'],
    ['Cash Tendered 26.00', 'cash'],
    ['VISA RM 88.17', 'cash'],
    ['Change Due 2.00', 'change'],
    ['Total Qty: 2 52.00', 'count'],
    ['Total Savings -3.29', 'count'],
    ['Cashier: ANNA', 'other'],
    ['GOODS SOLD ARE NOT EXCHANGEABLE', 'other'],
  ])('%s is %s', (line, kind) => {
    expect(receiptLineKind(line)).toBe(kind);
  });
});

describe('receipt amounts as OCR prints them', () => {
  it.each([
    ['GST 6. 00 % RMO. 23', [0.23]],
    ['Total 4.00 RM4. 00', [4, 4]],
    ['CASH RM51,50', [51.5]],
    ['ROUNDING ADJUSTMENTS 0.02-', [-0.02]],
    ['Rounding (RM) : -0.02', [-0.02]],
    ['Cash -50.00', [-50]],
    ['TOTAL 1,204.50', [1204.5]],
    ['2 x 100.00', [100]],
    ['Tel: 03-1234 5678', []],
  ])('%s', (line, amounts) => {
    expect(receiptAmounts(line)).toEqual(amounts);
  });
});

describe('the total of a till receipt', () => {
  it('is the last total before cash and change, not the largest number or the tax summary', () => {
    expect(readReceipt(hardwareTill)).toMatchObject({
      shop: 'KESTREL TOOLS SDN BHD',
      total: 18.25,
      subtotal: 17.2,
      tax: 1.03,
      itemsSum: 17.2,
    });
  });

  it('is cash less change when the total line was misread and the other lines agree', () => {
    const misread = hardwareTill.map((line) => line.replace('18.25', '18.26'));
    expect(readReceipt(misread).total).toBe(18.25);
  });

  it('stays the printed total when nothing contradicts it', () => {
    const noChecks = ['CORNER CAFE', 'Latte 3.40', 'Muffin 2.60', 'TOTAL 6.00', 'Thank you'];
    expect(readReceipt(noChecks)).toMatchObject({ shop: 'CORNER CAFE', total: 6, itemsSum: 6 });
  });

  it('takes the amount from the next line when OCR split the label from it', () => {
    const split = ['PETROL KIOSK', 'Fuel 95 RM 50.00', 'Total', 'RM 50.00', 'Cash', 'RM 50.00'];
    expect(readReceipt(split).total).toBe(50);
  });

  it('adds service charge and tax to the sub-total, and the rounding line after the total', () => {
    const lines = [
      'GRILL HOUSE RESTAURANT',
      'Subtotal 87.80',
      '10% Srv Chg 8.78',
      'GST 6% 5.81',
      'Total: 102.39',
      'Rounding 0.01',
      'Total 102.40',
    ];
    expect(readReceipt(lines)).toMatchObject({ total: 102.4, tax: 14.59 });
  });

  it('is an earlier total line the item lines confirm when the last one was misread', () => {
    const lines = [
      'WILLOW PAINTS SDN BHD',
      'Masonry brush 1 18.00 18.00',
      'Tatal 18.00',
      'Total Sales Inclusive GST: 19.00',
      'Cach Recaived 20.00',
    ];
    expect(readReceipt(lines)).toMatchObject({ total: 18, itemsSum: 18 });
  });

  it('stays the last total when an earlier one differs by cash rounding only', () => {
    const lines = [
      'HARBOUR CAFE',
      'Soup 12.95',
      'Sandwich 16.95',
      'Subtotal 29.90',
      '10% Srv Chg 2.99',
      'Total: 32.89',
      '0.01',
      'Tota1 32.90',
    ];
    expect(readReceipt(lines).total).toBe(32.9);
  });

  it('falls back on the sub-total when a receipt prints no total line', () => {
    const lines = ['BEAUTY STORES SDN BHD', 'SUBTOTAL (QTY 2) RM12.48', 'ROUNDING RM0.02'];
    expect(
      readReceipt(['x', ...lines, 'SUBTOTAL RM12.50', 'CASH RM20.00', 'CHANGE RM7.50']).total,
    ).toBe(12.5);
  });
});

describe('the shop of a till receipt', () => {
  it.each([
    [['31801011', 'ACME TIMBER SDN BHD', '(12345-X)'], 'ACME TIMBER SDN BHD'],
    [['tanwoonyann', 'BOOKSHOPX SDN BHD'], 'BOOKSHOPX SDN BHD'],
    [['PAPER WORLD', 'CO.(M) SDN BHD', '(Co.No.1234-W)'], 'PAPER WORLD CO.(M) SDN BHD'],
    [['TAX INVOICE', "MARIO'S PIZZA", 'GST REF NO: 0016'], "MARIO'S PIZZA"],
    [['R', 'KEDAI BESI MAJU', 'LOT 27 JALAN 4'], 'KEDAI BESI MAJU'],
    [['GREEN LEAF S/B 273500-U (KSB)'], 'GREEN LEAF S/B'],
    [['Harbour Tools Sdn Bhd(728384-M)'], 'Harbour Tools Sdn Bhd'],
    [['SUN BRIGHT SON BHD'], 'SUN BRIGHT SDN BHD'],
  ])('%j -> %s', (lines, shop) => {
    expect(readReceipt([...lines, 'TOTAL 5.00']).shop).toBe(shop);
  });
});

describe('a photographed receipt becomes rows', () => {
  it('one row for the amount paid when the item lines do not add up to the total', () => {
    const parsed = asReceipt(parseDocumentText(hardwareTill.join('\n')), hardwareTill);
    expect(parsed).toMatchObject({
      supplier: 'KESTREL TOOLS SDN BHD',
      total: 18.25,
      vatMode: 'INC_VAT',
      items: [
        {
          description: 'Receipt from KESTREL TOOLS SDN BHD',
          quantity: 1,
          unitPrice: 18.25,
          lineTotal: 18.25,
        },
      ],
    });
  });

  it('the item lines themselves when they add up to the total', () => {
    const lines = [
      'CORNER CAFE',
      'Latte 3.40',
      'Muffin 2.60',
      'TOTAL 6.00',
      'CASH 10.00',
      'CHANGE 4.00',
    ];
    const parsed = asReceipt(parseDocumentText(lines.join('\n')), lines);
    expect(parsed.items.map((item) => [item.description, item.lineTotal])).toEqual([
      ['Latte', 3.4],
      ['Muffin', 2.6],
    ]);
    expect(parsed).toMatchObject({ supplier: 'CORNER CAFE', total: 6 });
  });
});

describe('a receipt paid in full', () => {
  const till = (payment: string[]) => [
    'GROVE DIY SUPPLIES LTD',
    'Receipt No: 0042-118',
    '21/02/18 11:19',
    'WOOD FILLER 250ML 1 6.44',
    'MASKING TAPE 50MM 2 3.50 7.00',
    'TOTAL 75.44',
    ...payment,
    'THANK YOU',
  ];

  it('is paid by card when a card line pays the total', () => {
    expect(readReceipt(till(['CARD 75.44'])).paidBy).toBe('card');
    expect(readReceipt(till(['VISA DEBIT  **** 1234', 'VISA 75.44'])).paidBy).toBe('card');
  });

  it('is paid in cash when the cash less the change is the total', () => {
    expect(readReceipt(till(['CASH 80.00', 'CHANGE 4.56'])).paidBy).toBe('cash');
  });

  it('says nothing when the payment is not the total, or there is none', () => {
    expect(readReceipt(till(['CARD 70.00'])).paidBy).toBeNull();
    expect(readReceipt(till([])).paidBy).toBeNull();
  });

  it("offers a receipt's row as paid, for its total", () => {
    const lines = till(['CARD 75.44']);
    const parsed = asReceipt(parseDocumentText(lines.join('\n')), lines);
    expect(parsed.paidOnReceipt).toBe('card');
  });
});
