import type { BuildComponent } from '@hrt/shared/schemas/build-components';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { multipart } from '../../test/upload-fixtures.ts';
import { createComponentVia, createExpenseVia } from '../expenses/test-support.ts';
import { asPdf, extractVia, makeLaidOutPdf } from './test-support.ts';

let t: TestApp;
let owner: SignedInUser;
let room: BuildComponent;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createSignedInUser(t, { role: 'owner' });
  room = await createComponentVia(t, owner.authorization, { name: 'Bathroom' });
});
afterAll(() => t.close());

/** A made-up supplier's one-line invoice; `note` changes the bytes, not what is read. */
function invoicePdf(supplier: string, invoiceNumber: string, note = '') {
  return makeLaidOutPdf([
    [
      [40, supplier],
      [400, 'INVOICE'],
    ],
    [[40, '4 Quay Street, Bristol BS1 4DJ']],
    [
      [40, `Invoice No: ${invoiceNumber}`],
      [400, 'Date: 02/11/2026'],
    ],
    [],
    [
      [40, 'Description'],
      [300, 'Qty'],
      [360, 'Unit price'],
      [460, 'Amount'],
    ],
    [
      [40, 'Thermostatic shower mixer valve'],
      [300, '1'],
      [360, '84.00'],
      [460, '84.00'],
    ],
    [
      [300, 'Total'],
      [460, '84.00'],
    ],
    [[40, note]],
  ]);
}

async function extract(pdf: Buffer) {
  const response = await extractVia(t, owner.authorization, {
    roomId: room.id,
    file: asPdf(pdf),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

function attachReceipt(expenseId: string, pdf: Buffer) {
  const body = multipart([{ name: 'file', file: asPdf(pdf) }]);
  return t.app.inject({
    method: 'POST',
    url: `/api/expenses/${expenseId}/receipt`,
    headers: { authorization: owner.authorization, ...body.headers },
    payload: body.payload,
  });
}

describe('an invoice imported again', { timeout: 120_000 }, () => {
  it('reads the invoice number onto every row and fills Product from the line', async () => {
    const result = await extract(await invoicePdf('Harbour Plumbing Supplies Ltd', 'HPS-20931'));
    expect(result.expenses).toHaveLength(1);
    expect(result.expenses[0]).toMatchObject({
      description: 'Thermostatic shower mixer valve',
      product: 'Thermostatic shower mixer valve',
      invoice_number: 'HPS-20931',
      invoice_date: '2026-11-02',
      total_cost: 84,
    });
    expect(result.earlier_expenses).toEqual([]);
  });

  it('names the expense saved from the same document when it is read again', async () => {
    const pdf = await invoicePdf('Kestrel Tiling Co', 'KT-5501');
    const first = await extract(pdf);
    const saved = await createExpenseVia(t, owner.authorization, {
      room_id: room.id,
      description: first.expenses[0].description,
      supplier: first.expenses[0].supplier,
      product: first.expenses[0].product,
      rrp: 84,
      invoice_date: '2026-11-02',
      // The number as the person corrected it: the fingerprint still recognises the file.
      invoice_number: 'KT-5501-A',
    });
    const attached = await attachReceipt(saved.id, pdf);
    expect(attached.statusCode, attached.body).toBe(201);

    const again = await extract(pdf);
    expect(again.earlier_expenses).toEqual([
      {
        id: saved.id,
        component_id: room.id,
        description: 'Thermostatic shower mixer valve',
        supplier: 'Kestrel Tiling Co',
        invoice_number: 'KT-5501-A',
        invoice_date: '2026-11-02',
        total_cost: 84,
        reason: 'same_document',
      },
    ]);
  });

  it('names the expense with the same number from the same supplier, spelled another way', async () => {
    const saved = await createExpenseVia(t, owner.authorization, {
      room_id: room.id,
      description: 'Mixer valve',
      supplier: 'WESTBROOK BATHROOMS LTD',
      product: 'Valve',
      rrp: 84,
      invoice_number: 'wb-77310',
    });
    const other = await extract(await invoicePdf('Westbrook Bathrooms Ltd.', 'WB-77310', 'copy'));
    expect(other.earlier_expenses).toEqual([
      expect.objectContaining({
        id: saved.id,
        description: 'Mixer valve',
        reason: 'same_invoice_number',
      }),
    ]);
  });

  it('does not warn for the same number from another supplier', async () => {
    await createExpenseVia(t, owner.authorization, {
      room_id: room.id,
      supplier: 'Oakfield Timber',
      product: 'Oak boards',
      rrp: 120,
      invoice_number: 'INV-1001',
    });
    const result = await extract(await invoicePdf('Larkspur Electrical Ltd', 'INV-1001'));
    expect(result.expenses[0].invoice_number).toBe('INV-1001');
    expect(result.earlier_expenses).toEqual([]);
  });
});

describe('an expense invoice number', () => {
  it('is stored trimmed, kept when an update leaves it out, and refused when too long', async () => {
    const created = await createExpenseVia(t, owner.authorization, {
      room_id: room.id,
      supplier: 'Harbour Plumbing Supplies Ltd',
      product: 'Basin waste',
      rrp: 12,
      invoice_number: '  HPS-1  ',
    });
    expect(created.invoice_number).toBe('HPS-1');
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/expenses/${created.id}`,
      headers: { authorization: owner.authorization },
      payload: {
        component_id: room.id,
        supplier: 'Harbour Plumbing Supplies Ltd',
        product: 'Basin waste',
        rrp: 13,
        updated_at: created.updated_at,
      },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().invoice_number).toBe('HPS-1');
    const tooLong = await t.app.inject({
      method: 'POST',
      url: '/api/expenses',
      headers: { authorization: owner.authorization },
      payload: {
        component_id: room.id,
        supplier: 'A',
        product: 'B',
        invoice_number: 'X'.repeat(61),
      },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      code: 'validation_failed',
      errors: { invoice_number: ['Use at most 60 characters.'] },
    });
  });
});
