import { describe, expect, it } from 'vitest';
import { detectCurrency, findNumbers, parseNumber, usesDecimalComma } from './amounts.ts';

describe('amounts', () => {
  it('reads both decimal conventions', () => {
    expect(parseNumber('1,234.56')).toBe(1234.56);
    expect(parseNumber('1.234,56')).toBe(1234.56);
    expect(parseNumber('1234,5')).toBe(1234.5);
    expect(parseNumber('12.50')).toBe(12.5);
    expect(parseNumber('1,234')).toBe(1234);
    expect(parseNumber('1.234')).toBe(1234);
    expect(parseNumber('12.345.678,90')).toBe(12345678.9);
  });

  it('finds prices with symbols and codes on either side, and negatives', () => {
    const tokens = findNumbers(
      'Screws 4x40 box  2  £5.99  EUR 1.234,56  10,00 €  -1.50  (2.00) 15%',
      true,
    );
    expect(tokens.map((token) => token.value)).toEqual([2, 5.99, 1234.56, 10, -1.5, -2, 15]);
    expect(tokens.map((token) => token.money)).toEqual([
      false,
      true,
      true,
      true,
      true,
      true,
      false,
    ]);
    expect(tokens[2]!.currency).toBe('EUR');
    expect(tokens[6]!.percent).toBe(true);
    expect(findNumbers('Total 1,234.56 GBP')[0]).toMatchObject({ value: 1234.56, currency: 'GBP' });
  });

  it('ignores numbers glued to words (sizes, codes)', () => {
    expect(findNumbers('Plasterboard 12.5mm 2400x1200').map((token) => token.value)).toEqual([]);
  });

  it('detects the decimal comma and the currency', () => {
    expect(usesDecimalComma('Fliesen 12,50 € 1.234,56 €')).toBe(true);
    expect(usesDecimalComma('Tiles £12.50')).toBe(false);
    expect(detectCurrency('Tiles 12,50 € total 1.234,56 €')).toBe('EUR');
    expect(detectCurrency('no sign 12.50')).toBe('GBP');
  });
});
