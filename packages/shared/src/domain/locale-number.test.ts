import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type DecimalSeparator,
  detectDecimalSeparator,
  parseAnyLocaleNumber,
  parseLocaleNumber,
} from './locale-number.ts';

describe('parseLocaleNumber with a known decimal sign', () => {
  it.each<[string, DecimalSeparator, number, number]>([
    ['1.234,56', ',', 1234.56, 2],
    ['1,234.56', '.', 1234.56, 2],
    ['1,234,567.5', '.', 1234567.5, 1],
    ['12.345.678,90', ',', 12345678.9, 2],
    ['1 234,56', ',', 1234.56, 2],
    ['1\u00a0234,56', ',', 1234.56, 2],
    ['12\u202f345,00', ',', 12345, 2],
    ['1\u2009234.5', '.', 1234.5, 1],
    ["1'234.50", '.', 1234.5, 2],
    ['1’234.50', '.', 1234.5, 2],
    ['3,3333', ',', 3.3333, 4],
    ['7', ',', 7, 0],
    [',5', ',', 0.5, 1],
    ['.75', '.', 0.75, 2],
  ])('%s with %s as the decimal sign is %d (%d decimals)', (text, decimal, value, decimals) => {
    expect(parseLocaleNumber(text, decimal)).toEqual({ value, decimals });
  });

  it('reads one thousand or one point two three four by the decimal sign it is given', () => {
    expect(parseLocaleNumber('1.234', ',')?.value).toBe(1234);
    expect(parseLocaleNumber('1,234', ',')?.value).toBe(1.234);
    expect(parseLocaleNumber('1,234', '.')?.value).toBe(1234);
    expect(parseLocaleNumber('1.234', '.')?.value).toBe(1.234);
  });

  it("reads the other convention's decimal sign where it cannot be a group", () => {
    expect(parseLocaleNumber('12.34', ',')).toEqual({ value: 12.34, decimals: 2 });
    expect(parseLocaleNumber('12,5', '.')).toEqual({ value: 12.5, decimals: 1 });
    expect(parseLocaleNumber('5,00', '.')).toEqual({ value: 5, decimals: 2 });
  });

  it.each<[string, DecimalSeparator]>([
    ['', '.'],
    ['abc', '.'],
    ['12.06.2024', ','],
    ['1,2,3', '.'],
    ['1.23.456', ','],
    ['12,34,56', '.'],
    ['12,34.5', '.'],
    ['2 5', '.'],
    ['1 2345', ','],
    ['-5', '.'],
    ['1e3', '.'],
    ['£5', '.'],
    ['12.', '.'],
  ])('refuses %j with %s as the decimal sign', (text, decimal) => {
    expect(parseLocaleNumber(text, decimal)).toBeNull();
  });
});

describe('detectDecimalSeparator for one number read alone', () => {
  it.each<[string, DecimalSeparator]>([
    ['1.234,56', ','],
    ['1,234.56', '.'],
    ['12.345.678,90', ','],
    ['1234,5', ','],
    ['12.50', '.'],
    ['0.99', '.'],
    ['12,5', ','],
    // One sign with three digits after it, or repeated, groups thousands.
    ['1,299', '.'],
    ['1.299', ','],
    ['23.450', ','],
    ['1.299.000', ','],
    ['1,234,567', '.'],
    // Spaces and apostrophes only group.
    ['1 234,56', ','],
    ["1'234.50", '.'],
    ['131 990', '.'],
    ['99', '.'],
  ])('%s: %s', (text, decimal) => {
    expect(detectDecimalSeparator(text)).toBe(decimal);
  });
});

describe('parseAnyLocaleNumber', () => {
  it.each([
    ['1.149,00', 1149],
    ['23.450', 23450],
    ['1 234,56', 1234.56],
    ["1'234.50", 1234.5],
    ['1’234.50', 1234.5],
    ['1,299.99', 1299.99],
    ['12,5', 12.5],
    ['131 990', 131990],
    ['1.299.000', 1299000],
    ['1234,567', 1234567],
  ])('%s is %d', (text, value) => {
    expect(parseAnyLocaleNumber(text)?.value).toBe(value);
  });

  it('refuses a number whose groups do not add up', () => {
    expect(parseAnyLocaleNumber('1.234.56')).toBeNull();
  });

  it('reads back any amount as Intl writes it in the UK, Germany, France and Switzerland', () => {
    const locales = ['en-GB', 'de-DE', 'fr-FR', 'de-CH'];
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999_999_999 }),
        fc.constantFrom(...locales),
        (cents, locale) => {
          const written = new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(
            cents / 100,
          );
          expect(parseAnyLocaleNumber(written)).toEqual({ value: cents / 100, decimals: 2 });
        },
      ),
    );
  });
});
