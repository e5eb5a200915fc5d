/**
 * Prices as shops write them: '£1,299.00', '1.299,00 €', 'from £12', 'Was £20 Now £15'.
 * The answer is the price the shopper pays now; when a text holds several prices and
 * nothing says which is current, the answer is null ('Unknown' rather than a guess).
 */
export interface ParsedPrice {
  amount: number;
  /** ISO 4217 when the text names one (symbol or code), else undefined. */
  currency: string | undefined;
}

const SYMBOLS: Record<string, string> = { '£': 'GBP', '€': 'EUR', $: 'USD', US$: 'USD' };
const CODE = '(?:GBP|EUR|USD|CHF|SEK|NOK|DKK|PLN|CAD|AUD)';
const SYMBOL = '(?:US\\$|£|€|\\$)';
const NUMBER = '\\d{1,3}(?:[,.\\u00a0\\u202f ]\\d{3})+(?:[.,]\\d{1,2})?|\\d+(?:[.,]\\d{1,2})?';
const TOKEN = new RegExp(
  `(${SYMBOL}|${CODE})?\\s?(${NUMBER})(?:\\s?(${SYMBOL}|${CODE}))?(?![\\d%])`,
  'gi',
);
/** Words that mark the price after them as an old or comparison one. */
const OLD_PRICE_WORDS =
  /\b(was|rrp|previously|original(?:ly)?|save|saving|list price|compare at|before|usual(?:ly)?|reg\.?)\s*:?\s*$/i;
/** Words that mark the price after them as the one to pay. */
const NOW_WORDS = /\b(now|sale|offer|our price|price|only|from)\s*:?\s*$/i;

/** A number written with thousands and decimal separators in either convention. */
export function parseAmount(text: string): number | undefined {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (!/^\d[\d.,]*$/.test(compact)) return undefined;
  const lastDot = compact.lastIndexOf('.');
  const lastComma = compact.lastIndexOf(',');
  const decimalAt = Math.max(lastDot, lastComma);
  let normalised = compact;
  if (decimalAt >= 0) {
    const decimals = compact.length - decimalAt - 1;
    const separator = compact[decimalAt]!;
    const onlyOneKind = lastDot < 0 || lastComma < 0;
    const repeated = compact.indexOf(separator) !== decimalAt;
    // '1,299' and '1.299' (one kind, three digits after, or repeated) group thousands.
    const isThousands = onlyOneKind && (decimals === 3 || repeated);
    normalised = isThousands
      ? compact.replace(/[.,]/g, '')
      : `${compact.slice(0, decimalAt).replace(/[.,]/g, '')}.${compact.slice(decimalAt + 1)}`;
  }
  const amount = Number(normalised);
  return Number.isFinite(amount) ? Math.round(amount * 100) / 100 : undefined;
}

function currencyOf(marker: string | undefined): string | undefined {
  if (!marker) return undefined;
  return SYMBOLS[marker.toUpperCase()] ?? SYMBOLS[marker] ?? marker.toUpperCase();
}

interface Candidate extends ParsedPrice {
  old: boolean;
  now: boolean;
}

/**
 * The current price in a text. `requireCurrency` (for visible page text) only counts numbers
 * with a currency beside them, so '2 seats' or '120 cm' are never read as prices.
 */
export function parsePriceText(text: string, options: { requireCurrency?: boolean } = {}) {
  const flat = text.replace(/\s+/g, ' ').trim();
  const candidates: Candidate[] = [];
  for (const match of flat.matchAll(TOKEN)) {
    const marker = match[1] ?? match[3];
    if (options.requireCurrency && !marker) continue;
    const amount = parseAmount(match[2]!);
    if (amount === undefined) continue;
    const before = flat.slice(Math.max(0, match.index - 20), match.index);
    candidates.push({
      amount,
      currency: currencyOf(marker),
      old: OLD_PRICE_WORDS.test(before),
      now: NOW_WORDS.test(before),
    });
  }
  return choosePrice(candidates);
}

function choosePrice(candidates: Candidate[]): ParsedPrice | null {
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
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  // Structured data mostly writes '1299.00'; a plain decimal point is never thousands here.
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 100) / 100;
  return parsePriceText(trimmed)?.amount;
}
