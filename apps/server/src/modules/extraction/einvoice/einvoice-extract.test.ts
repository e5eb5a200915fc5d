import type { BuildComponent } from '@hrt/shared/schemas/build-components';
import type { ExtractionResult } from '@hrt/shared/schemas/extraction';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createComponentVia, createExpenseVia } from '../../expenses/test-support.ts';
import { asPdf, extractVia } from '../test-support.ts';
import { billionLaughs, ciiXml, type FixtureInvoice, pdfWith, ublXml } from './test-fixtures.ts';

let t: TestApp;
let owner: SignedInUser;
let room: BuildComponent;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createSignedInUser(t, { role: 'owner' });
  room = await createComponentVia(t, owner.authorization, { name: 'Bathroom' });
});
afterAll(() => t.close());

const invoice: FixtureInvoice = {
  number: 'FA-2026-031',
  seller: 'Carrelages Dupont SARL',
  currency: 'EUR',
  lines: [
    { name: 'Carrelage mural 20x20', quantity: '12', price: '18.50', net: '222.00', rate: '20' },
    { name: 'Colle à carrelage', quantity: '2', price: '14.90', net: '29.80', rate: '20' },
  ],
  allowances: [{ charge: true, reason: 'Livraison', amount: '25.00', rate: '20' }],
  taxes: [{ rate: '20', basis: '276.80', tax: '55.36' }],
  net: '276.80',
  tax: '55.36',
  grand: '332.16',
};
/** What a layout reader finds on the PDF's page, if it is asked. */
const pageText = [
  'Carrelages Dupont SARL',
  'Invoice FA-2026-031',
  'Tile trim 2 £4.00 £8.00',
  'Total £8.00',
];

async function extract(file: { filename: string; type: string; data: Buffer }) {
  const response = await extractVia(t, owner.authorization, { roomId: room.id, file });
  return {
    status: response.statusCode,
    body: response.json() as ExtractionResult & { detail?: string; code?: string },
  };
}

const xmlFile = (xml: string, filename = 'invoice.xml') => ({
  filename,
  type: 'text/xml',
  data: Buffer.from(xml),
});

describe('e-invoices through POST /api/expenses/extract', () => {
  it('reads a Factur-X PDF from its attached XML, not its page', async () => {
    const pdf = await pdfWith(pageText, [
      { name: 'factur-x.xml', content: ciiXml(invoice, 'facturx') },
    ]);
    const { status, body } = await extract(asPdf(pdf));
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({
      source: 'einvoice',
      supplier: 'Carrelages Dupont SARL',
      currency: 'EUR',
      einvoice: {
        format: 'Factur-X / ZUGFeRD 2',
        in_pdf: true,
        invoice_number: 'FA-2026-031',
        issue_date: '2026-03-14',
        credit_note: false,
      },
      einvoice_notice: null,
      reconciliation: { status: 'matched', rows_total: 332.16, document_total: 332.16 },
    });
    expect(
      body.expenses.map((row) => [
        row.description,
        row.quantity,
        row.rrp,
        row.add_vat,
        row.total_cost,
      ]),
    ).toEqual([
      ['Carrelage mural 20x20', 12, 18.5, 'PLUS_VAT', 266.4],
      ['Colle à carrelage', 2, 14.9, 'PLUS_VAT', 35.76],
      ['Charge: Livraison', 1, 25, 'PLUS_VAT', 30],
    ]);
    expect(body.expenses.every((row) => row.room_id === room.id)).toBe(true);
    // The invoice's issue date is every row's invoice date.
    expect(body.expenses.map((row) => [row.invoice_date, row.vat_rate])).toEqual([
      ['2026-03-14', 20],
      ['2026-03-14', 20],
      ['2026-03-14', 20],
    ]);
  });

  it('reads a ZUGFeRD 1.0 PDF (ZUGFeRD-invoice.xml)', async () => {
    const pdf = await pdfWith(pageText, [
      { name: 'ZUGFeRD-invoice.xml', content: ciiXml(invoice, 'zugferd1') },
    ]);
    const { status, body } = await extract(asPdf(pdf));
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ source: 'einvoice', einvoice: { format: 'ZUGFeRD 1.0' } });
    expect(body.reconciliation.rows_total).toBe(332.16);
  });

  it('reads an uploaded XRechnung UBL file', async () => {
    const { status, body } = await extract(
      xmlFile(ublXml({ ...invoice, seller: 'Elektro Schmidt GmbH' })),
    );
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({
      source: 'einvoice',
      supplier: 'Elektro Schmidt GmbH',
      einvoice: { format: 'XRechnung (UBL)', in_pdf: false },
      reconciliation: { status: 'matched', rows_total: 332.16 },
    });
  });

  it('refuses a billion-laughs XML upload with a clear message', async () => {
    const { status, body } = await extract(xmlFile(billionLaughs));
    expect(status).toBe(422);
    expect(body).toEqual({
      code: 'einvoice_refused',
      detail:
        'This XML file was not read. The e-invoice XML declares a DOCTYPE or entities, which e-invoices never need; it was not read for safety.',
    });
  });

  it('reads a PDF by its layout when its attached e-invoice is hostile, and says why', async () => {
    const pdf = await pdfWith(pageText, [{ name: 'factur-x.xml', content: billionLaughs }]);
    const { status, body } = await extract(asPdf(pdf));
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.source).toBe('pdf_text');
    expect(body.einvoice).toBeNull();
    expect(body.einvoice_notice).toBe(
      'The e-invoice attached to this PDF (factur-x.xml) was not used: The e-invoice XML declares a DOCTYPE or entities, which e-invoices never need; it was not read for safety.',
    );
  });

  it('uses the layout reader for a PDF whose attachment is not an invoice', async () => {
    const notes = '<?xml version="1.0"?><notes><note>Grout colour: grey</note></notes>';
    const pdf = await pdfWith(pageText, [{ name: 'notes.xml', content: notes }]);
    const { status, body } = await extract(asPdf(pdf));
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ source: 'pdf_text', einvoice: null, einvoice_notice: null });
    expect(body.expenses.length).toBeGreaterThan(0);
  });

  it('saves a credit note row: a negative expense', async () => {
    const credit = ciiXml(
      {
        ...invoice,
        number: 'GS-7',
        typeCode: '381',
        lines: [invoice.lines[1]!],
        allowances: [],
        taxes: [{ rate: '20', basis: '29.80', tax: '5.96' }],
        net: '29.80',
        tax: '5.96',
        grand: '35.76',
      },
      'facturx',
    );
    const { body } = await extract(xmlFile(credit));
    expect(body.einvoice?.credit_note).toBe(true);
    const [row] = body.expenses;
    const { id: _id, total_cost: _total, ...fields } = row!;
    const saved = await createExpenseVia(t, owner.authorization, fields);
    expect(saved).toMatchObject({
      description: 'Credit note GS-7: Colle à carrelage',
      rrp: 0,
      discount: 35.76,
      total_cost: -35.76,
      amount_due: -35.76,
    });
  });
});
