import { describe, expect, it } from 'vitest';
import {
  type ExpenseDialogFormValues,
  expenseDialogFormSchema,
  parseAmountText,
} from './expense-dialog.ts';

const room = '6f0c8a52-3f0b-4b5e-9f43-2a1d8c7e9b10';
const form = (overrides: Partial<ExpenseDialogFormValues> = {}): ExpenseDialogFormValues => ({
  component_id: room,
  description: '',
  supplier: 'Tile Shop',
  product: 'Metro white',
  quantity: '2',
  rrp: '£1,250.00',
  trade_discount: '10',
  discount: '5',
  discount_mode: 'percent',
  add_vat: 'NO_VAT',
  amount_paid: '0',
  paid_by_account_id: 'not-sent-when-nothing-is-paid',
  link: 'tileshop.example/metro',
  committed: true,
  ...overrides,
});

const messages = (values: ExpenseDialogFormValues) => {
  const parsed = expenseDialogFormSchema.safeParse(values);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('the expense dialog checks what the API checks, plus its own required fields', () => {
  it('turns percentages into the stored discount amounts, worked out by hand', () => {
    // 2 × £1,250 = £2,500; 10 % trade = £250; 5 % of the £2,250 left = £112.50.
    expect(expenseDialogFormSchema.parse(form())).toMatchObject({
      quantity: 2,
      rrp: 1250,
      trade_discount: 250,
      discount: 112.5,
      link: 'https://tileshop.example/metro',
      paid_by_account_id: null,
    });
    expect(
      expenseDialogFormSchema.parse(
        form({ discount_mode: 'amount', trade_discount: '30', discount: '' }),
      ),
    ).toMatchObject({ trade_discount: 30, discount: 0 });
  });

  it('needs supplier, product and component', () => {
    expect(messages(form({ supplier: '  ', product: '' }))).toEqual([
      'Supplier is required.',
      'Product is required.',
    ]);
    expect(messages(form({ component_id: '' }))).toEqual(['Choose a component.']);
  });

  it('refuses amounts the API refuses, in its words', () => {
    expect(
      messages(form({ rrp: '-5', discount_mode: 'amount', trade_discount: '', discount: '' })),
    ).toEqual(['Amounts cannot be negative.']);
    expect(messages(form({ amount_paid: 'lots' }))).toHaveLength(1);
  });
});

describe('parseAmountText reads an amount box the UK way', () => {
  it.each([
    ['£1,299.50', 1299.5],
    [' £ 1 250.00 ', 1250],
    ['1,250', 1250],
    ['12,5', 12.5],
    ['5,00', 5],
    ['.5', 0.5],
    ['12.', 12],
    ['-5', -5],
    ['-£5', -5],
    ['+7', 7],
    ['', 0],
    ['   ', 0],
  ])('%j is %d', (text, value) => {
    expect(parseAmountText(text)).toBe(value);
  });

  it.each([['lots'], ['1,2,3'], ['1e3'], ['0x10'], ['12..5'], ['2 5'], ['5-']])(
    '%j is not a number',
    (text) => {
      expect(parseAmountText(text)).toBeNaN();
    },
  );
});
