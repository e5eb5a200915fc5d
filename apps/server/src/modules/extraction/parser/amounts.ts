import { parseAnyLocaleNumber } from '@hrt/shared/domain/locale-number';

/**
 * Amounts as invoices print them: 1,234.56 (UK, US), 1.234,56 (most of Europe), 1234.56, with a
 * currency symbol or ISO code before or after, and negatives as -1.00, 1.00- or (1.00).
 */

const symbols: Record<string, string> = { '£': 'GBP', '€': 'EUR', $: 'USD' };
const codes = ['GBP', 'EUR', 'USD', 'CHF', 'SEK', 'NOK', 'DKK', 'PLN', 'CZK'];
const currencyPattern = `(?:[£€$]|${codes.join('|')})`;
const numberPattern = String.raw`\d{1,3}(?:[.,]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?`;

export interface NumberToken {
  value: number;
  /** Written with a currency sign or code, or with two decimals: a price, not a count. */
  money: boolean;
  percent: boolean;
  currency: string | null;
  start: number;
  end: number;
}

const tokenPattern = new RegExp(
  String.raw`(?<![\w.,])(\()?(-)?(${currencyPattern})?\s?(-)?(${numberPattern})\s?(${currencyPattern}|%)?(-|\))?(?![\w.,]*[A-Za-z])(?![\d])`,
  'g',
);

/**
 * Reads one number written either way, its decimal sign told by its own shape (the shared rules
 * in @hrt/shared/domain/locale-number): 1,234 and 1.234 are thousands, 1,23 and 1.23 decimals.
 * `decimalComma` never changed the reading (its old branch was a no-op); honouring it measured
 * the same on the evaluation sets, so the long-standing reading stays.
 */
export function parseNumber(text: string, _decimalComma = false): number | null {
  return parseAnyLocaleNumber(text.trim())?.value ?? null;
}

/** Every number on a line, left to right, with what kind of number it looks like. */
export function findNumbers(line: string, decimalComma = false): NumberToken[] {
  const found: NumberToken[] = [];
  for (const match of line.matchAll(tokenPattern)) {
    const [whole, open, minusBefore, before, minusAfterSign, digits, after, close] = match;
    const value = parseNumber(digits ?? '', decimalComma);
    if (value === null) continue;
    const percent = after === '%';
    const currencySign = before ?? (after && after !== '%' ? after : undefined);
    const negative =
      Boolean(minusBefore || minusAfterSign || close === '-') || Boolean(open && close === ')');
    found.push({
      value: negative ? -value : value,
      money: !percent && (Boolean(currencySign) || /[.,]\d{2}$/.test(digits ?? '')),
      percent,
      currency: currencySign ? (symbols[currencySign] ?? currencySign) : null,
      start: match.index,
      end: match.index + whole.length,
    });
  }
  return found;
}

/** Whether the document writes decimals with a comma (1.234,56 or 12,50). */
export function usesDecimalComma(text: string): boolean {
  const comma = text.match(/\d,\d{2}(?!\d)/g)?.length ?? 0;
  const dot = text.match(/\d\.\d{2}(?!\d)/g)?.length ?? 0;
  return comma > dot;
}

/** The currency the document uses most, GBP when it names none. */
export function detectCurrency(text: string): string {
  const counts = new Map<string, number>();
  for (const match of text.matchAll(new RegExp(`[£€$]|\\b(?:${codes.join('|')})\\b`, 'g'))) {
    const code = symbols[match[0]] ?? match[0];
    counts.set(code, (counts.get(code) ?? 0) + 1);
  }
  let best = 'GBP';
  let bestCount = 0;
  for (const [code, count] of counts) {
    if (count > bestCount) [best, bestCount] = [code, count];
  }
  return best;
}

export function toPenceExact(value: number): number {
  return Math.round(value * 100);
}
