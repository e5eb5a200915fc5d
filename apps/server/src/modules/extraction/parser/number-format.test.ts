import { describe, expect, it } from 'vitest';
import {
  COMMA_DECIMAL,
  DOT_DECIMAL,
  detectNumberFormat,
  findAmountsIn,
  readAmount,
  readQuantity,
} from './number-format.ts';

describe('detectNumberFormat', () => {
  it('reads the decimal sign most of the document uses', () => {
    expect(detectNumberFormat('Summe 1.234,56\nMwSt 19,00\nGesamt 1.253,56').decimal).toBe(',');
    expect(detectNumberFormat('Subtotal 1,234.56\nVAT 246.91\nTotal 1,481.47').decimal).toBe('.');
    expect(detectNumberFormat('Total HT 1 234,56 €\nTVA 246,91 €').decimal).toBe(',');
  });

  it('dates and opening hours do not vote; amounts with their currency count most', () => {
    const letter = [
      'Mo.-Fr. 08.30 - 12.30 Uhr',
      'Mo.-Fr. 14.00 - 17.00 Uhr',
      'Sa 8.00-14.00 Uhr',
      'für den Zeitraum vom 21.05.2014 bis 21.05.2015',
      'Gesamtbeitrag 1.000,00 €',
      'Rechnungsbetrag 1.163,40 €',
    ].join('\n');
    expect(detectNumberFormat(letter).decimal).toBe(',');
    expect(detectNumberFormat('Delivered 12.05.2024, 8.30 - 9.30 h\nTotal £12.50').decimal).toBe(
      '.',
    );
  });
});

describe('readAmount', () => {
  it('1.234,56 in a comma-decimal document', () => {
    expect(readAmount('1.234,56', COMMA_DECIMAL)?.value).toBe(1234.56);
    expect(readAmount('1.234,56 €', COMMA_DECIMAL)).toMatchObject({
      value: 1234.56,
      currency: 'EUR',
    });
  });

  it('1,234.56 in a dot-decimal document', () => {
    expect(readAmount('£1,234.56', DOT_DECIMAL)).toMatchObject({ value: 1234.56, currency: 'GBP' });
    expect(readAmount('1,234,567.5', DOT_DECIMAL)?.value).toBe(1234567.5);
  });

  it('1 234,56 with a space, a no-break space or a narrow no-break space as the group sign', () => {
    expect(readAmount('1 234,56', COMMA_DECIMAL)?.value).toBe(1234.56);
    expect(readAmount('1\u00a0234,56', COMMA_DECIMAL)?.value).toBe(1234.56);
    expect(readAmount('12\u202f345,00 EUR', COMMA_DECIMAL)).toMatchObject({
      value: 12345,
      currency: 'EUR',
    });
  });

  it('one thousand versus one point two three four, by the document format', () => {
    expect(readAmount('1.234', COMMA_DECIMAL)?.value).toBe(1234);
    expect(readAmount('1,234', COMMA_DECIMAL)?.value).toBe(1.234);
    expect(readAmount('1,234', DOT_DECIMAL)?.value).toBe(1234);
  });

  it('negatives as -12,00, 12,00- and (12.00); percentages; four decimals', () => {
    expect(readAmount('-12,00', COMMA_DECIMAL)?.value).toBe(-12);
    expect(readAmount('12,00-', COMMA_DECIMAL)?.value).toBe(-12);
    expect(readAmount('(12.00)', DOT_DECIMAL)?.value).toBe(-12);
    expect(readAmount('19 %', COMMA_DECIMAL)).toMatchObject({ value: 19, percent: true });
    expect(readAmount('3,3333', COMMA_DECIMAL)).toMatchObject({ value: 3.3333, decimals: 4 });
  });

  it('refuses cells that are not only a number', () => {
    expect(readAmount('Seite 2', COMMA_DECIMAL)).toBeNull();
    expect(readAmount('12.06.2024', COMMA_DECIMAL)).toBeNull();
    expect(readAmount('DE123456789', COMMA_DECIMAL)).toBeNull();
  });
});

describe('readQuantity and findAmountsIn', () => {
  it('a count with its unit', () => {
    expect(readQuantity('3 m²', COMMA_DECIMAL)).toBe(3);
    expect(readQuantity('2,5 Std.', COMMA_DECIMAL)).toBe(2.5);
    expect(readQuantity('2 Tag(e)', COMMA_DECIMAL)).toBe(2);
    expect(readQuantity('10 pcs', DOT_DECIMAL)).toBe(10);
    expect(readQuantity('Pauschal', COMMA_DECIMAL)).toBeNull();
  });

  it('every amount on a flat line, left to right', () => {
    const found = findAmountsIn('Net total: 1 234,56 € plus 19 % = 234,57 €', COMMA_DECIMAL);
    expect(found.map((amount) => amount.value)).toEqual([1234.56, 19, 234.57]);
  });
});
