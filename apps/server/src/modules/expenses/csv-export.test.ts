import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { defuseFormula, quoteCell } from './csv-export.ts';
import { createComponentVia, createExpenseVia, insertCreditAccount } from './test-support.ts';

let t: TestApp;
let owner: SignedInUser;
let viewer: SignedInUser;
let accountId: string;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createSignedInUser(t, { role: 'owner' });
  viewer = await createSignedInUser(t, { role: 'viewer' });
  accountId = await insertCreditAccount(t);
  // Another component's expense, which a filtered export must leave out.
  const other = await createComponentVia(t, owner.authorization, { name: 'Other room' });
  await createExpenseVia(t, owner.authorization, {
    room_id: other.id,
    supplier: 'Elsewhere Ltd',
    product: 'Not in the filtered export',
    rrp: 5,
  });
});
afterAll(() => t.close());

describe('CSV export', () => {
  it('writes a spreadsheet-safe CSV: BOM, CRLF, en-GB numbers, UK dates, defused formulas', async () => {
    const room = await createComponentVia(t, owner.authorization, { name: 'Export, "room"' });
    await createExpenseVia(t, owner.authorization, {
      room_id: room.id,
      description: '=HYPERLINK("http://evil.example")\nsecond line',
      supplier: '+44 supplier',
      invoice_number: '  INV-0042 ',
      product: 'Tiles, "grey" matt',
      quantity: 1234.5,
      rrp: 1000,
      add_vat: 'PLUS_VAT',
      amount_paid: 2000000,
      confirm_overpayment: true,
      paid_by_account_id: accountId,
    });
    const response = await t.app.inject({
      url: `/api/expenses/export.csv?component_id=${room.id}`,
      headers: { authorization: viewer.authorization },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="expenses-/);
    const raw = response.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = raw.subarray(3).toString('utf8');
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      'Date,Invoice number,Component,Description,Supplier,Product,Quantity,RRP (£),Trade discount (£),Discount (£),VAT,VAT rate (%),VAT (£),Total cost (£),Amount paid (£),Amount due (£),Paid by,Payments,Committed,Link,Receipt,Added',
    );
    expect(lines).toHaveLength(3);
    const ukDate = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(new Date());
    // No invoice date: the Date cell is empty; the day it was typed is 'Added'. The invoice
    // number is stored trimmed. The 1,234,500
    // line + 20 % VAT holds 246,900 of VAT; the amount paid is its one undated payment.
    expect(lines[1]).toBe(
      `,INV-0042,"Export, ""room""","'=HYPERLINK(""http://evil.example"")\nsecond line",'+44 supplier,"Tiles, ""grey"" matt",1234.5,1000.00,0.00,0.00,Plus VAT,20,246900.00,1481400.00,2000000.00,-518600.00,Not specified,"£2,000,000.00",Yes,,,${ukDate}`,
    );

    // The account's name is personal finances: only a finance role's export names it.
    const ownCopy = await t.app.inject({
      url: `/api/expenses/export.csv?component_id=${room.id}`,
      headers: { authorization: owner.authorization },
    });
    expect(ownCopy.body.split('\r\n')[1]).toContain(
      ',2000000.00,-518600.00,Joint card,"£2,000,000.00, Joint card",Yes,,,',
    );
  });

  it('exports every component without a filter', async () => {
    const response = await t.app.inject({
      url: '/api/expenses/export.csv',
      headers: { authorization: viewer.authorization },
    });
    // Rows can span lines inside quotes; count records by the 'Added' date that ends each one.
    const records = response.body
      .split('\r\n')
      .filter((line) => /,\d{2}\/\d{2}\/\d{4}$/.test(line));
    expect(records).toHaveLength(2);
    expect(response.body).toContain('Other room,,Elsewhere Ltd,Not in the filtered export');
    expect(response.body).toContain('Export, ""room""');
  });
});

describe('CSV cells', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+44 20 7946 0000', "'+44 20 7946 0000"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', "'\rcmd"],
    ['Plain text', 'Plain text'],
    ['a=b', 'a=b'],
  ])('defuses %j', (input, output) => {
    expect(defuseFormula(input)).toBe(output);
  });

  it('quotes only when needed and doubles inner quotes', () => {
    expect(quoteCell('plain')).toBe('plain');
    expect(quoteCell('a,b')).toBe('"a,b"');
    expect(quoteCell('say "hi"')).toBe('"say ""hi"""');
    expect(quoteCell('two\r\nlines')).toBe('"two\r\nlines"');
    expect(quoteCell(' padded')).toBe('" padded"');
  });
});
