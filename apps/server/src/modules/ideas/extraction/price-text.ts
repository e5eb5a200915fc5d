import { parseAnyLocaleNumber } from '@hrt/shared/domain/locale-number';
import { CURRENCY_MARKER, currencyFor, NO_DECIMALS } from './locale.ts';

/**
 * Prices as shops write them: '£1,299.00', '1.299,00 €', '1 234,56 zł', "CHF 1'234.50",
 * '23.450 Rs', 'from £12', 'Was £20 Now £15'.
 */
export interface ParsedPrice {
  amount: number;
  /** ISO 4217 when the text names one (symbol or code), else undefined. */
  currency: string | undefined;
}

const NUMBER =
  "\\d{1,3}(?:[,.\\u00a0\\u202f '’](?=\\d{3}(?!\\d))\\d{3})+(?:[.,]\\d{1,2}(?!\\d))?|\\d+(?:[.,]\\d{1,2}(?!\\d))?";
/** A number with a currency marker before or after it. */
const PRICE_TOKEN = new RegExp(
  `(${CURRENCY_MARKER})?\\s?(${NUMBER})(?:[.,]-{1,2}|,–)?(?:\\s?(${CURRENCY_MARKER}))?(?![\\d%])`,
  'g',
);
/**
 * Words that mark the price after them as an old or comparison one, or an auction's figure
 * that is not the price now (its starting price, its estimate).
 */
export const OLD_PRICE_WORDS =
  /\b(starting (?:price|bid)|opening bid|estimate|was|rrp|previously|original(?:ly)?|save|saving|you save|list price|compare at|before|usual(?:ly)?|reg\.?|uvp|statt|bisher|avant|prix conseillé|économisez|prima|risparmi|antes|ahorra|era|precio anterior|przed|было)\s*:?\s*$/i;
/** Words that mark the price after them as the one to pay. */
const NOW_WORDS =
  /\b(now|sale|offer|our price|price|only|from|jetzt|nur|prix|prezzo|precio|cena|цена)\s*:?\s*$/i;

/**
 * A number written with thousands and decimal separators in either convention, read alone by the
 * shared rules (@hrt/shared/domain/locale-number): '1,299' and '23.450' are whole, '12,5' is not.
 */
export function parseAmount(text: string, currency?: string): number | undefined {
  const amount = parseAnyLocaleNumber(text)?.value;
  if (amount === undefined) return undefined;
  // A currency without decimals never has cents: '24.99' there is not a price as written.
  if (currency && NO_DECIMALS.has(currency) && !Number.isInteger(amount)) return undefined;
  return Math.round(amount * 100) / 100;
}

interface Candidate extends ParsedPrice {
  old: boolean;
  now: boolean;
}

/** Every price in a text: amount, currency, and whether words mark it as old or current. */
export function pricesInText(
  text: string,
  options: { requireCurrency?: boolean; country?: string | undefined; limit?: number } = {},
): Candidate[] {
  const flat = text.replace(/\s+/g, ' ').trim();
  const candidates: Candidate[] = [];
  PRICE_TOKEN.lastIndex = 0;
  for (const match of flat.matchAll(PRICE_TOKEN)) {
    const marker = match[1] ?? match[3];
    if (options.requireCurrency && !marker) continue;
    const currency = currencyFor(marker, options.country);
    if (marker && !currency) continue;
    const amount = parseAmount(match[2]!, currency);
    if (amount === undefined) continue;
    const before = flat.slice(Math.max(0, match.index - 24), match.index);
    candidates.push({
      amount,
      currency,
      old: OLD_PRICE_WORDS.test(before),
      now: NOW_WORDS.test(before),
    });
    if (candidates.length >= (options.limit ?? 50)) break;
  }
  return candidates;
}

/**
 * The current price in a text. `requireCurrency` (for visible page text) only counts numbers
 * with a currency beside them, so '2 seats' or '120 cm' are never read as prices. Several
 * prices with nothing saying which is current give null ('Unknown' rather than a guess).
 */
export function parsePriceText(
  text: string,
  options: { requireCurrency?: boolean; country?: string | undefined } = {},
): ParsedPrice | null {
  const candidates = pricesInText(text, options);
  const current = candidates.filter((candidate) => !candidate.old);
  const marked = current.filter((candidate) => candidate.now);
  const pool = marked.length > 0 ? marked : current;
  const amounts = new Set(pool.map((candidate) => candidate.amount));
  if (amounts.size !== 1) return null;
  const [first] = pool;
  return { amount: first!.amount, currency: pool.find((c) => c.currency)?.currency };
}

/** A price value from structured data: a number, or a string in either convention. */
export function parseStructuredPrice(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  // Structured data mostly writes '1299.00'; a plain decimal point is never thousands here.
  if (/^\d+(\.\d+)?$/.test(trimmed)) {
    const amount = Math.round(Number(trimmed) * 100) / 100;
    return amount > 0 ? amount : undefined;
  }
  return parsePriceText(trimmed)?.amount;
}
