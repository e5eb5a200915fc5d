import { describe, expect, it } from 'vitest';
import { readXmlInvoice } from './read-einvoice.ts';
import { einvoiceRows } from './rows.ts';
import { MAX_XML_BYTES, RefusedXml } from './safe-xml.ts';
import { billionLaughs, ciiXml, type FixtureInvoice, ublXml } from './test-fixtures.ts';

const ROOM = '0b7d5a0e-8a52-4d4c-9d2e-3f1f5b2a6c11';
const bytes = (text: string) => new TextEncoder().encode(text);
const rowsOf = (xml: string) => {
  const invoice = readXmlInvoice(bytes(xml));
  if (!invoice) throw new Error('not read as an e-invoice');
  return { invoice, ...einvoiceRows(invoice, ROOM) };
};
const amounts = (row: Record<string, unknown>) => ({
  description: row.description,
  product: row.product,
  quantity: row.quantity,
  rrp: row.rrp,
  discount: row.discount,
  add_vat: row.add_vat,
  total_cost: row.total_cost,
});

/** Tiles with a delivery charge and a loyalty discount, all at 20 %. */
const tiles: FixtureInvoice = {
  number: 'FA-2026-031',
  seller: 'Carrelages Dupont & Fils SARL',
  currency: 'EUR',
  lines: [
    {
      name: 'Carrelage mural 20x20',
      quantity: '12',
      price: '18.50',
      net: '222.00',
      rate: '20',
      unit: 'MTK',
    },
    { name: 'Colle à carrelage', quantity: '2', price: '14.90', net: '29.80', rate: '20' },
  ],
  allowances: [
    { charge: true, reason: 'Livraison', amount: '25.00', rate: '20' },
    { charge: false, reason: 'Remise fidélité', amount: '10.00', rate: '20' },
  ],
  taxes: [{ rate: '20', basis: '266.80', tax: '53.36' }],
  net: '266.80',
  tax: '53.36',
  grand: '320.16',
};

/** A German DIY invoice at 19 % and 7 %, in ZUGFeRD 1.0 spelling. */
const screws: FixtureInvoice = {
  number: '471102',
  seller: 'Baumarkt Müller GmbH',
  currency: 'EUR',
  lines: [
    { name: 'Schrauben 4x40 (100 Stück)', quantity: '3', price: '4.20', net: '12.60', rate: '19' },
    { name: 'Fachbuch Fliesen', quantity: '1', price: '24.30', net: '24.30', rate: '7' },
  ],
  taxes: [
    { rate: '19', basis: '12.60', tax: '2.39' },
    { rate: '7', basis: '24.30', tax: '1.70' },
  ],
  net: '36.90',
  tax: '4.09',
  grand: '40.99',
};

describe('e-invoice XML', () => {
  it('reads a Factur-X invoice: 20 % lines as net price + VAT, the delivery charge and the discount as rows of their own', () => {
    const { invoice, expenses, info, reconciliation } = rowsOf(ciiXml(tiles, 'facturx'));
    expect(invoice).toMatchObject({
      label: 'Factur-X / ZUGFeRD 2',
      number: 'FA-2026-031',
      issueDate: '2026-03-14',
      seller: 'Carrelages Dupont & Fils SARL',
      currency: 'EUR',
      creditNote: false,
    });
    expect(expenses.map(amounts)).toEqual([
      {
        description: 'Carrelage mural 20x20',
        product: 'ART-1',
        quantity: 12,
        rrp: 18.5,
        discount: 0,
        add_vat: 'PLUS_VAT',
        total_cost: 266.4,
      },
      {
        description: 'Colle à carrelage',
        product: 'ART-2',
        quantity: 2,
        rrp: 14.9,
        discount: 0,
        add_vat: 'PLUS_VAT',
        total_cost: 35.76,
      },
      {
        description: 'Charge: Livraison',
        product: 'Livraison',
        quantity: 1,
        rrp: 25,
        discount: 0,
        add_vat: 'PLUS_VAT',
        total_cost: 30,
      },
      {
        description: 'Discount: Remise fidélité',
        product: 'Remise fidélité',
        quantity: 1,
        rrp: 0,
        discount: 12,
        add_vat: 'INC_VAT',
        total_cost: -12,
      },
    ]);
    expect(expenses.every((row) => row.supplier === 'Carrelages Dupont & Fils SARL')).toBe(true);
    expect(
      info.lines.map((line) => [line.kind, line.net_amount, line.vat_amount, line.gross_amount]),
    ).toEqual([
      ['line', 222, 44.4, 266.4],
      ['line', 29.8, 5.96, 35.76],
      ['charge', 25, 5, 30],
      ['allowance', -10, -2, -12],
    ]);
    expect(reconciliation).toMatchObject({
      status: 'matched',
      rows_total: 320.16,
      document_total: 320.16,
    });
  });

  it('reads a ZUGFeRD 1.0 invoice at 19 % and 7 %: each row Inc VAT at its gross amount, to the cent', () => {
    const { invoice, expenses, info, reconciliation } = rowsOf(ciiXml(screws, 'zugferd1'));
    expect(invoice.label).toBe('ZUGFeRD 1.0');
    expect(expenses.map(amounts)).toEqual([
      {
        description: 'Schrauben 4x40 (100 Stück)',
        product: 'ART-1',
        quantity: 1,
        rrp: 14.99,
        discount: 0,
        add_vat: 'INC_VAT',
        total_cost: 14.99,
      },
      {
        description: 'Fachbuch Fliesen',
        product: 'ART-2',
        quantity: 1,
        rrp: 26,
        discount: 0,
        add_vat: 'INC_VAT',
        total_cost: 26,
      },
    ]);
    // The review step shows the line as the invoice states it.
    expect(info.lines.map((line) => [line.quantity, line.net_unit_price, line.vat_rate])).toEqual([
      [3, 4.2, 19],
      [1, 24.3, 7],
    ]);
    expect(reconciliation).toMatchObject({ status: 'matched', rows_total: 40.99 });
  });

  it('reads an XRechnung in UBL: the quantity is kept where the gross amount divides into whole cents', () => {
    const xml = ublXml({
      number: 'RE-0815',
      seller: 'Elektro Schmidt GmbH',
      currency: 'EUR',
      lines: [
        {
          name: 'Installation Steckdosen',
          quantity: '6',
          price: '55.00',
          net: '330.00',
          rate: '19',
          unit: 'HUR',
        },
        {
          name: 'Kabel NYM 3x1,5',
          quantity: '50',
          price: '0.89',
          net: '44.50',
          rate: '19',
          unit: 'MTR',
        },
      ],
      taxes: [{ rate: '19', basis: '374.50', tax: '71.16' }],
      net: '374.50',
      tax: '71.16',
      grand: '445.66',
    });
    const { invoice, expenses, reconciliation } = rowsOf(xml);
    expect(invoice).toMatchObject({
      syntax: 'UBL',
      label: 'XRechnung (UBL)',
      seller: 'Elektro Schmidt GmbH',
    });
    expect(expenses.map(amounts)).toEqual([
      {
        description: 'Installation Steckdosen',
        product: 'ART-1',
        quantity: 6,
        rrp: 65.45,
        discount: 0,
        add_vat: 'INC_VAT',
        total_cost: 392.7,
      },
      {
        description: 'Kabel NYM 3x1,5',
        product: 'ART-2',
        quantity: 1,
        rrp: 52.96,
        discount: 0,
        add_vat: 'INC_VAT',
        total_cost: 52.96,
      },
    ]);
    expect(reconciliation).toMatchObject({ status: 'matched', rows_total: 445.66 });
  });

  it('reads a credit note (type 381) as negative rows, each labelled with the credit note', () => {
    const xml = ciiXml(
      {
        number: 'GS-7',
        typeCode: '381',
        seller: 'Carrelages Dupont & Fils SARL',
        currency: 'EUR',
        lines: [
          { name: 'Rücksendung Fliesen', quantity: '2', price: '18.50', net: '37.00', rate: '20' },
        ],
        taxes: [{ rate: '20', basis: '37.00', tax: '7.40' }],
        net: '37.00',
        tax: '7.40',
        grand: '44.40',
      },
      'facturx',
    );
    const { info, expenses, reconciliation } = rowsOf(xml);
    expect(info.credit_note).toBe(true);
    expect(expenses.map(amounts)).toEqual([
      {
        description: 'Credit note GS-7: Rücksendung Fliesen',
        product: 'ART-1',
        quantity: 2,
        rrp: 0,
        discount: 44.4,
        add_vat: 'INC_VAT',
        total_cost: -44.4,
      },
    ]);
    expect(reconciliation).toMatchObject({
      status: 'matched',
      rows_total: -44.4,
      document_total: -44.4,
    });
  });

  it('takes a delivery charge and a discount as rows and shares the VAT rounding out so the rows meet the total', () => {
    // 19 % of each row rounds to 14.98 in all; the invoice says 14.99: the largest row takes the cent.
    const xml = ciiXml(
      {
        ...screws,
        lines: [
          { name: 'Fliesenkleber 25 kg', quantity: '4', price: '12.50', net: '50.00', rate: '19' },
          { name: 'Silikon weiß', quantity: '3', price: '6.99', net: '20.97', rate: '19' },
        ],
        allowances: [
          { charge: false, reason: 'Rabatt', amount: '7.10', rate: '19' },
          { charge: true, reason: 'Lieferung', amount: '15.00', rate: '19' },
        ],
        taxes: [{ rate: '19', basis: '78.87', tax: '14.99' }],
        net: '78.87',
        tax: '14.99',
        grand: '93.86',
      },
      'facturx',
    );
    const { expenses, reconciliation } = rowsOf(xml);
    expect(expenses.map((row) => [row.description, row.total_cost])).toEqual([
      ['Fliesenkleber 25 kg', 59.51],
      ['Silikon weiß', 24.95],
      ['Discount: Rabatt', -8.45],
      ['Charge: Lieferung', 17.85],
    ]);
    expect(reconciliation).toMatchObject({ status: 'matched', rows_total: 93.86 });
  });

  it('says so when the XML contradicts itself', () => {
    const { reconciliation } = rowsOf(ciiXml({ ...tiles, grand: '330.16' }, 'facturx'));
    expect(reconciliation.status).toBe('mismatch');
    expect(reconciliation.message).toBe(
      'The e-invoice contradicts itself: its rows add up to €320.16, but its total is €330.16. Check the rows before adding them.',
    );
  });

  it('refuses a billion-laughs XML at once, without expanding anything', () => {
    const heapBefore = process.memoryUsage().heapUsed;
    const started = performance.now();
    expect(() => readXmlInvoice(bytes(billionLaughs))).toThrow(
      new RefusedXml(
        'The e-invoice XML declares a DOCTYPE or entities, which e-invoices never need; it was not read for safety.',
      ),
    );
    expect(performance.now() - started).toBeLessThan(1000);
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(20 * 1024 * 1024);
  });

  it('refuses external entities, deep nesting, an oversized file and a malformed one, each with its reason', () => {
    const external =
      '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><Invoice>&xxe;</Invoice>';
    expect(() => readXmlInvoice(bytes(external))).toThrow(/DOCTYPE or entities/);
    const deep = `<?xml version="1.0"?>${'<a>'.repeat(500)}${'</a>'.repeat(500)}`;
    expect(() => readXmlInvoice(bytes(deep))).toThrow(
      'The e-invoice XML is nested deeper than 64 levels.',
    );
    const big = new Uint8Array(MAX_XML_BYTES + 1).fill(0x20);
    expect(() => readXmlInvoice(big)).toThrow('The e-invoice XML is 5.0 MB; at most 5 MB is read.');
    expect(() => readXmlInvoice(bytes('<?xml version="1.0"?><Invoice><ID>1</Invoice>'))).toThrow(
      /^The e-invoice XML is not well-formed/,
    );
  });

  it('is not fooled by XML that is not an invoice', () => {
    expect(
      readXmlInvoice(bytes('<?xml version="1.0"?><notes><note>Tile order</note></notes>')),
    ).toBeUndefined();
  });
});

describe('e-invoice VAT rates an expense can carry (20, 5 or 0 %)', () => {
  /** Loft insulation at the reduced 5 % with a fitting charge at 20 %. */
  const insulation: FixtureInvoice = {
    number: 'INS-5',
    seller: 'Warm Homes Ltd',
    currency: 'GBP',
    lines: [
      { name: 'Loft insulation 270mm', quantity: '10', price: '32.00', net: '320.00', rate: '5' },
      { name: 'Survey', quantity: '1', price: '50.00', net: '50.00', rate: '20' },
    ],
    taxes: [
      { rate: '5', basis: '320.00', tax: '16.00' },
      { rate: '20', basis: '50.00', tax: '10.00' },
    ],
    net: '370.00',
    tax: '26.00',
    grand: '396.00',
  };

  it('reads a 5 % line as net price + VAT at 5 %, with the invoice date on every row', () => {
    const { expenses, reconciliation } = rowsOf(ciiXml(insulation, 'facturx'));
    expect(
      expenses.map((row) => [row.add_vat, row.vat_rate, row.rrp, row.total_cost, row.invoice_date]),
    ).toEqual([
      ['PLUS_VAT', 5, 32, 336, '2026-03-14'],
      ['PLUS_VAT', 20, 50, 60, '2026-03-14'],
    ]);
    expect(reconciliation.status).toBe('matched');
  });

  it('keeps other rates (19 %, 7 %) at their gross amount, Inc VAT, at the standard rate', () => {
    const { expenses } = rowsOf(ciiXml(screws, 'zugferd1'));
    expect(expenses.map((row) => [row.add_vat, row.vat_rate, row.total_cost])).toEqual([
      ['INC_VAT', 20, 14.99],
      ['INC_VAT', 20, 26],
    ]);
  });
});
