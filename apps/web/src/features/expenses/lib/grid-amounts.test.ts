import { describe, expect, it } from 'vitest';
import { discountFromText } from './grid-amounts';

/** 3 tiles at £19.99: £59.97 before discounts. */
const tiles = { quantity: 3, rrp: 19.99, trade_discount: 0 };

describe("a grid discount cell's text", () => {
  it('reads pounds as typed', () => {
    expect(discountFromText('5', 'discount', tiles)).toBe(5);
    expect(discountFromText('£1,299.50', 'trade_discount', tiles)).toBe(1299.5);
    expect(discountFromText('', 'discount', tiles)).toBe(0);
  });

  it('turns a percentage into pounds as the dialog does, to the penny', () => {
    // 12.5 % of £59.97 is £7.49625: £7.50.
    expect(discountFromText('12.5%', 'trade_discount', tiles)).toBe(7.5);
    expect(discountFromText(' 20 % ', 'trade_discount', tiles)).toBe(11.99);
    // The discount is taken from what is left after the trade discount: 10 % of £52.47.
    expect(discountFromText('10%', 'discount', { ...tiles, trade_discount: 7.5 })).toBe(5.25);
    expect(discountFromText('100%', 'discount', { ...tiles, trade_discount: 7.5 })).toBe(52.47);
    expect(discountFromText('0%', 'discount', tiles)).toBe(0);
  });

  it('refuses what is no discount: above 100 %, negative, or not a number', () => {
    expect(discountFromText('101%', 'discount', tiles)).toBeNaN();
    expect(discountFromText('-5%', 'discount', tiles)).toBeNaN();
    expect(discountFromText('abc%', 'trade_discount', tiles)).toBeNaN();
    expect(discountFromText('20 percent', 'trade_discount', tiles)).toBeNaN();
  });
});
