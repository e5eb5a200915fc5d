/**
 * Numbers in the document's own format. A document writes all its amounts one way: 1.234,56
 * (Germany, most of Europe), 1,234.56 (UK, US), 1 234,56 (France), 1'234.56 (Switzerland). The
 * format is settled once from all the document's numbers, then every cell is read with it, so
 * that "1.234" means one thousand on a German invoice and one point two on a quantity column
 * elsewhere. Shared by the PDF layout reader and OCR: both hand it the text of one cell. The
 * digits themselves are read by the app-wide rules in @hrt/shared/domain/locale-number.
 */

import { type DecimalSeparator, parseLocaleNumber } from '@hrt/shared/domain/locale-number';

export interface NumberFormat {
  decimal: DecimalSeparator;
}

export const DOT_DECIMAL: NumberFormat = { decimal: '.' };
export const COMMA_DECIMAL: NumberFormat = { decimal: ',' };

const currencySigns: Record<string, string> = { '£': 'GBP', '€': 'EUR', $: 'USD', '¥': 'JPY' };
const currencyCodes = ['GBP', 'EUR', 'USD', 'CHF', 'SEK', 'NOK', 'DKK', 'PLN', 'CZK', 'HUF', 'JPY'];
/** Group separators: dot, comma, apostrophe, and the spaces French typesetting uses. */
const spaces = /[\s\u00a0\u202f\u2009]/g;

/**
 * The decimal sign most of the document's numbers use: a separator followed by exactly one or
 * two digits, or a group-then-decimal pair (1.234,56), counts as a vote.
 */
export function detectNumberFormat(source: string): NumberFormat {
  let comma = 0;
  let dot = 0;
  // Dates (21.05.2014) and times (08.30 - 12.30 Uhr) are no amounts: they do not vote.
  const text = source
    .replace(/\b\d{1,2}[./]\d{1,2}[./]\d{2,4}\b/g, ' ')
    .replace(/\b\d{1,2}[.:]\d{2}\s*(?=[-–]\s*\d{1,2}[.:]\d{2}|uhr\b|h\b)/gi, ' ')
    .replace(/(?<=[-–]\s*)\d{1,2}[.:]\d{2}\s*(?=uhr\b|h\b|,|$)/gim, ' ');
  // A figure with its currency beside it is surely an amount: its vote counts three times.
  for (const match of text.matchAll(
    /(?:[£€$]\s?\d[\d.,' ]*([.,])\d{2}(?!\d)|\d([.,])\d{2}\s?(?:€|EUR|GBP|CHF|USD)(?![\p{L}]))/gu,
  )) {
    if ((match[1] ?? match[2]) === ',') comma += 2;
    else dot += 2;
  }
  for (const match of text.matchAll(/\d([.,])\d{1,2}(?![\d])/g)) {
    if (match[1] === ',') comma++;
    else dot++;
  }
  for (const match of text.matchAll(/\d[.,\s']\d{3}([.,])\d{1,4}(?!\d)/g)) {
    if (match[1] === ',') comma += 2;
    else dot += 2;
  }
  return comma > dot ? COMMA_DECIMAL : DOT_DECIMAL;
}

export interface Amount {
  value: number;
  /** Decimal places as printed: 2 for 12,50, 0 for 3. */
  decimals: number;
  percent: boolean;
  currency: string | null;
}

/**
 * One cell read as a number, or null when the cell is not only a number: "1.234,56 €",
 * "-12,00", "12,00-", "(12.00)", "EUR 1 234,56", "19 %", "3 Stk" (with a unit word after) is
 * left to `readQuantity`.
 */
export function readAmount(cell: string, format: NumberFormat): Amount | null {
  let text = cell.replace(spaces, ' ').trim();
  if (!text) return null;
  let negative = false;
  let currency: string | null = null;
  let percent = false;
  if (/^\(.*\)$/.test(text)) {
    negative = true;
    text = text.slice(1, -1).trim();
  }
  const codePattern = new RegExp(
    `^(${currencyCodes.join('|')})\\s*|\\s*(${currencyCodes.join('|')})$`,
  );
  for (let pass = 0; pass < 3; pass++) {
    const before = text;
    if (/^[-−–]/.test(text)) {
      negative = true;
      text = text.slice(1).trim();
    }
    if (/[-−–]$/.test(text)) {
      negative = true;
      text = text.slice(0, -1).trim();
    }
    const sign = text.match(/^[£€$¥]|[£€$¥]$/);
    if (sign) {
      currency = currencySigns[sign[0]] ?? null;
      text = (sign.index === 0 ? text.slice(1) : text.slice(0, -1)).trim();
    }
    const code = text.match(codePattern);
    if (code) {
      currency = (code[1] ?? code[2]) as string;
      text = text.replace(codePattern, '').trim();
    }
    if (text.endsWith('%')) {
      percent = true;
      text = text.slice(0, -1).trim();
    }
    if (text === before) break;
  }
  const parsed = parseLocaleNumber(text, format.decimal);
  if (!parsed) return null;
  return { ...parsed, value: negative ? -parsed.value : parsed.value, percent, currency };
}

/** A quantity cell: a number, maybe with its unit ("3 Stk", "2,5 m²", "10 pcs", "1 x"). */
export function readQuantity(cell: string, format: NumberFormat): number | null {
  const match = cell
    .replace(spaces, ' ')
    .trim()
    .match(/^(-?\d[\d.,' ]*)\s*(?:[\p{L}²³.()/]{0,14}|x)$/u);
  if (!match) return null;
  const parsed = parseLocaleNumber(match[1]!.trim(), format.decimal);
  return parsed ? parsed.value : null;
}

/** Every amount-looking run in a stretch of text (OCR lines and flat text), left to right. */
export function findAmountsIn(
  text: string,
  format: NumberFormat,
): Array<Amount & { start: number; end: number }> {
  const found: Array<Amount & { start: number; end: number }> = [];
  const pattern =
    /(?<![\w.,])\(?[-−]?(?:[£€$]\s?)?\d{1,3}(?:(?:[.,'\u00a0\u202f]| (?=\d{3}(?!\d)))\d{3})*(?:[.,]\d+)?(?:\s?[£€$%])?-?\)?(?![\w])/g;
  for (const match of text.matchAll(pattern)) {
    const amount = readAmount(match[0], format);
    if (amount) found.push({ ...amount, start: match.index, end: match.index + match[0].length });
  }
  return found;
}

export function currencyOf(text: string): string | null {
  const counts = new Map<string, number>();
  const pattern = new RegExp(`[£€$]|\\b(?:${currencyCodes.join('|')})\\b`, 'g');
  for (const match of text.matchAll(pattern)) {
    const code = currencySigns[match[0]] ?? match[0];
    counts.set(code, (counts.get(code) ?? 0) + 1);
  }
  let best: string | null = null;
  let bestCount = 0;
  for (const [code, count] of counts) {
    if (count > bestCount) [best, bestCount] = [code, count];
  }
  return best;
}

export const toCents = (value: number) => Math.round(value * 100);
