import { describe, expect, it } from 'vitest';
import { expenseDialogFormSchema } from './expense-dialog.ts';
import { invoiceDateSchema, latestInvoiceDate } from './invoice-date.ts';
import { isEmptyOrWebAddress, isWebAddress } from './web-address.ts';

describe('a web address', () => {
  it('is http(s), a host with a dot (or localhost, or an IPv4 address) and no spaces', () => {
    for (const good of [
      'https://www.howdens.com/kitchens',
      'http://shop.example.org/tap?colour=brass#fit',
      'https://xn--bcher-kva.example/b',
      'https://bücher.example/b',
      'http://localhost:8000/p/1',
      'http://127.0.0.1:4173/p/oak-table',
      'HTTPS://HOWDENS.COM',
    ]) {
      expect([good, isWebAddress(good)]).toEqual([good, true]);
    }
    for (const bad of [
      'https://not a url',
      'https://worktop',
      'ftp://howdens.com/x',
      'howdens.com',
      'https://.com',
      'https://howdens.com/oak worktop',
      '',
    ]) {
      expect([bad, isWebAddress(bad)]).toEqual([bad, false]);
    }
  });

  it("is what a bare link becomes with https:// before it, or nothing; 'not a url' is neither", () => {
    expect(isEmptyOrWebAddress('  howdens.com/worktops ')).toBe(true);
    expect(isEmptyOrWebAddress('   ')).toBe(true);
    expect(isEmptyOrWebAddress('not a url')).toBe(false);
  });
});

describe('the expense dialog', () => {
  const form = {
    component_id: '6f0c8a52-3f0b-4b5e-9f43-2a1d8c7e9b10',
    description: '',
    supplier: 'Howdens',
    product: 'Oak worktop',
    quantity: '1',
    rrp: '420',
    trade_discount: '',
    discount: '',
    discount_mode: 'amount' as const,
    add_vat: 'NO_VAT' as const,
    amount_paid: '0',
    paid_by_account_id: null,
    link: '',
    committed: true,
  };
  const issues = (values: Record<string, unknown>) => {
    const parsed = expenseDialogFormSchema.safeParse({ ...form, ...values });
    return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
  };

  it('puts the message on the link and on the invoice date', () => {
    expect(issues({ link: 'not a url' })).toEqual([
      ['link', 'That is not a web address: enter one like https://www.howdens.com/kitchens.'],
    ]);
    expect(issues({ invoice_date: '2099-01-01' })).toEqual([
      ['invoice_date', 'An invoice cannot be dated later than tomorrow: check the year.'],
    ]);
    expect(issues({ invoice_date: '1899-12-31' })).toEqual([
      ['invoice_date', 'An invoice cannot be dated before 1900: check the year.'],
    ]);
    expect(issues({ invoice_date: '2026-02-30' })).toEqual([
      ['invoice_date', 'That date does not exist.'],
    ]);
  });
});

describe('an invoice date', () => {
  it('may be tomorrow in London, not the day after', () => {
    // 23:30 UTC on 28 Mar 2027 is 00:30 on 29 Mar in London (British Summer Time).
    expect(latestInvoiceDate(new Date('2027-03-28T23:30:00Z'))).toBe('2027-03-30');
    expect(latestInvoiceDate(new Date('2026-11-29T05:00:00Z'))).toBe('2026-11-30');
    const tomorrow = latestInvoiceDate();
    expect(invoiceDateSchema.safeParse(tomorrow).success).toBe(true);
  });
});
