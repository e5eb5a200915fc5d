import { describe, expect, it } from 'vitest';
import {
  fieldsFromExtracted,
  newExpenseFields,
  toPayload,
  toRow,
  validateFields,
} from './expense-draft';
import { matchesSearch } from './search';

const roomId = '11111111-1111-4111-8111-111111111111';
const meta = { isNew: true, isDirty: true, updated_at: null, receipt: null, payments: [] };

describe('expense rows', () => {
  it('computes totals with the shared formula and marks a fully paid row', () => {
    const fields = {
      ...newExpenseFields(roomId),
      quantity: 2,
      rrp: 50,
      add_vat: 'PLUS_VAT' as const,
    };
    const row = toRow('a', fields, meta);
    expect(row.total_cost).toBe(120);
    expect(row.amount_due).toBe(120);
    expect(row.paid).toBe(false);
    expect(toRow('a', { ...fields, amount_paid: 120 }, meta).paid).toBe(true);
  });

  it('normalises the link and drops the account when nothing is paid', () => {
    const payload = toPayload({
      ...newExpenseFields(roomId),
      link: '  example.com/x ',
      paid_by_account_id: '22222222-2222-4222-8222-222222222222',
    });
    expect(payload.link).toBe('https://example.com/x');
    expect(payload.paid_by_account_id).toBeNull();
  });

  it('says what is wrong with a row in the contract words', () => {
    expect(validateFields(newExpenseFields(roomId))).toBeNull();
    expect(validateFields({ ...newExpenseFields(roomId), rrp: 1.234 })).toBe(
      'RRP: Use at most two decimals.',
    );
    expect(validateFields({ ...newExpenseFields(roomId), discount: -1 })).toBe(
      'Discount: Amounts cannot be negative.',
    );
    expect(validateFields({ ...newExpenseFields(roomId), quantity: Number.NaN })).toMatch(
      /^Quantity/,
    );
  });

  it('keeps the known fields of extracted expenses and defaults the rest', () => {
    const fields = fieldsFromExtracted(
      { room_id: roomId, description: 'Paint', rrp: 12.5, add_vat: 'SOMETHING', total_cost: 99 },
      '',
    );
    expect(fields).toMatchObject({
      description: 'Paint',
      rrp: 12.5,
      add_vat: 'NO_VAT',
      quantity: 1,
    });
    expect(fieldsFromExtracted({ description: 'No room' }, '')).toBeNull();
    expect(fieldsFromExtracted('nonsense', roomId)).toBeNull();
  });

  it('searches description, supplier and product without regard to case', () => {
    const expense = { description: 'Oak worktop', supplier: 'Howdens', product: 'WT-1' };
    expect(matchesSearch(expense, 'OAK')).toBe(true);
    expect(matchesSearch(expense, 'howd')).toBe(true);
    expect(matchesSearch(expense, 'wt-1')).toBe(true);
    expect(matchesSearch(expense, 'pine')).toBe(false);
  });
});
