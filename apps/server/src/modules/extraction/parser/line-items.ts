import { findNumbers, type NumberToken, toPenceExact } from './amounts.ts';

/** One line item as printed: amounts in the document's currency, prices as the lines show them. */
export interface ParsedItem {
  description: string;
  product: string;
  quantity: number;
  unitPrice: number;
  tradeDiscount: number;
  discount: number;
  /** What the line says it costs after discounts (ex or inc VAT, as printed). */
  lineTotal: number;
  /** This row's VAT mode when it differs from the document's (a VAT row, net rows beside it). */
  vatMode?: 'NO_VAT' | 'INC_VAT' | 'PLUS_VAT';
  /** One row for a whole receipt whose lines could not be read. */
  fromSummary?: boolean;
}

export interface DocumentFigures {
  subtotal: number | null;
  vat: number | null;
  total: number | null;
}

const totalWords =
  /^(?:grand\s+)?(?:total|amount\s+due|balance\s+due|total\s+due|total\s+to\s+pay|to\s+pay|invoice\s+total|order\s+total|total\s+amount)\b/i;
const subtotalWords =
  /^(?:sub\s*-?\s*total|net\s+total|total\s+net|goods\s+total|net\s+amount|total\s+ex\.?\s*vat|total\s+excl)/i;
const vatWords = /^(?:total\s+)?(?:vat|tax|tva|mwst|iva|btw)\b/i;
const vatIncludedWords =
  /(?:vat|tax)\s+(?:included|incl)|includes?\s+(?:vat|tax)|inc\.?\s+vat|incl\.?\s+vat/i;
/** Lines with money that are not goods: payments, change, page carry-overs. */
const ignoredWords =
  /^(?:card|cash|change|visa|mastercard|amex|debit|credit\s+card|contactless|paid|payment|tendered|tender|auth|balance\s+b\/f|carried\s+forward|brought\s+forward|c\/f|b\/f|page\s+\d|you\s+saved|savings|points|invoice\s+(?:no|date|number)|date|tel|phone|account|order\s+(?:no|number|date)|vat\s+(?:no|reg|number)|company\s+(?:no|reg))/i;
const discountWords =
  /^(?:less\s+)?(?:trade\s+discount|discount|promo(?:tion)?|offer|multi-?buy|price\s+match|saving|reduction)\b/i;

export interface LineReading {
  item?: ParsedItem;
  figure?: { kind: keyof DocumentFigures; value: number };
  /** A discount line that belongs to the item above it. */
  discount?: { value: number; trade: boolean };
  vatIncluded?: boolean;
}

/** Reads one line of a document's text: an item, a total, a discount, or nothing. */
export function readLine(rawLine: string, decimalComma: boolean): LineReading {
  const line = rawLine
    .replace(/\s+/g, ' ')
    // OCR often glues a till receipt's "2 x 3.98" into "2x3.98".
    .replace(/(\d)\s*[xX×]\s*(\d+[.,]\d{2})(?!\d)/g, '$1 x $2')
    // ...or "2x499 9.98" when it drops the decimal point too (repaired by the arithmetic).
    .replace(/\b(\d{1,3})[xX×](\d{3,})(?=\s+[£€$]?\d+[.,]\d{2}\s*$)/, '$1 x $2')
    // ...and reads a pound sign as E: "E12.50".
    .replace(/(^|\s)E(\d{1,3}(?:,\d{3})*\.\d{2})(?!\d)/g, '$1£$2')
    .trim();
  const vatIncluded = vatIncludedWords.test(line);
  const numbers = findNumbers(line, decimalComma);
  const money = numbers.filter((token) => token.money);
  if (money.length === 0) return { vatIncluded };
  const last = money[money.length - 1]!;
  if (subtotalWords.test(line)) return { figure: { kind: 'subtotal', value: last.value } };
  if (/includes?\s+(?:vat|tax)|(?:vat|tax)\s+included/i.test(line) || vatWords.test(line)) {
    return { figure: { kind: 'vat', value: Math.abs(last.value) }, vatIncluded };
  }
  if (totalWords.test(line)) return { figure: { kind: 'total', value: last.value }, vatIncluded };
  if (ignoredWords.test(line)) return {};
  if (discountWords.test(line)) {
    return { discount: { value: Math.abs(last.value), trade: /trade/i.test(line) } };
  }
  const item = readItem(line, numbers);
  return item ? { item } : {};
}

/** An item line: a description, then the numbers at the end of the line. */
function readItem(line: string, numbers: NumberToken[]): ParsedItem | undefined {
  // The trailing run of numbers: everything after the last word of the description.
  let firstTrailing = numbers.length;
  for (let index = numbers.length - 1; index >= 0; index--) {
    const between = line.slice(numbers[index]!.end, numbers[index + 1]?.start ?? line.length);
    if (/[A-Za-z]{2,}/.test(between.replace(/\b(?:x|ea|each|pcs?|@|qty)\b/gi, ''))) break;
    firstTrailing = index;
  }
  const trailing = numbers.slice(firstTrailing);
  if (trailing.length === 0 || !trailing[trailing.length - 1]!.money) return undefined;
  const solvedFirst = solveAmounts(trailing, undefined);
  // Numbers the arithmetic did not use ("box of 1000") belong to the description.
  const used = solvedFirst ? solvedFirst.used : trailing.length;
  let head = line.slice(0, trailing[trailing.length - used]!.start).trim();
  // "2 x Paint brush @ 3.50 7.00" or "2 Paint brush 3.50 7.00": the quantity leads.
  let leadingQuantity: number | undefined;
  const lead = head.match(/^(\d{1,4})\s*(?:x\s+|\s)(?=[A-Za-z])/i);
  if (lead) {
    leadingQuantity = Number(lead[1]);
    head = head.slice(lead[0].length).trim();
  }
  head = head.replace(/(?:^|\s)(?:@|x|qty:?)\s*$/i, '').trim();
  if (!/[A-Za-z]{2,}/.test(head)) return undefined;
  const solved = solveAmounts(trailing.slice(trailing.length - used), leadingQuantity);
  if (!solved) return undefined;
  const { product, description } = splitProductCode(head);
  const { used: _used, ...amounts } = solved;
  return { description, product, tradeDiscount: 0, ...amounts };
}

type Solved = Pick<ParsedItem, 'quantity' | 'unitPrice' | 'discount' | 'lineTotal'> & {
  /** How many of the trailing numbers the reading used, the line total included. */
  used: number;
};

/**
 * Which trailing numbers are the quantity, the unit price, a discount and the line total: the
 * reading whose arithmetic holds (qty x unit - discount = total) wins.
 */
function solveAmounts(tokens: NumberToken[], leadingQuantity?: number): Solved | undefined {
  const total = tokens[tokens.length - 1]!;
  const lineTotal = total.value;
  const rest = tokens.slice(0, -1);
  const holds = (quantity: number, unit: number, discount: number) =>
    Math.round(quantity * 100) * toPenceExact(unit) - toPenceExact(discount) * 100 ===
    toPenceExact(lineTotal) * 100;
  const values = rest.map((token) => token.value);
  if (leadingQuantity !== undefined) {
    const unit = values.length ? values[values.length - 1]! : lineTotal / leadingQuantity;
    if (holds(leadingQuantity, unit, 0)) {
      return {
        quantity: leadingQuantity,
        unitPrice: unit,
        discount: 0,
        lineTotal,
        used: values.length ? 2 : 1,
      };
    }
  }
  if (values.length >= 3) {
    const [a, b, c] = values.slice(-3) as [number, number, number];
    const percent = rest[rest.length - 1]!.percent;
    // qty, unit, discount (amount or percent), total
    const discountAmount = percent ? Math.round(a * b * c) / 100 : c;
    if (holds(a, b, discountAmount)) {
      return { quantity: a, unitPrice: b, discount: discountAmount, lineTotal, used: 4 };
    }
    if (holds(b, a, discountAmount)) {
      return { quantity: b, unitPrice: a, discount: discountAmount, lineTotal, used: 4 };
    }
  }
  if (values.length >= 2) {
    const [a, b] = values.slice(-2) as [number, number];
    if (holds(a, b, 0)) return { quantity: a, unitPrice: b, discount: 0, lineTotal, used: 3 };
    if (holds(b, a, 0)) return { quantity: b, unitPrice: a, discount: 0, lineTotal, used: 3 };
    // OCR dropped a decimal point: "2 x 499 9.98" is two at 4.99.
    const unitToken = rest[rest.length - 1]!;
    if (!unitToken.money && Number.isInteger(b) && b >= 100 && holds(a, b / 100, 0)) {
      return { quantity: a, unitPrice: b / 100, discount: 0, lineTotal, used: 3 };
    }
  }
  if (values.length >= 1) {
    const a = values[values.length - 1]!;
    if (a === lineTotal) return { quantity: 1, unitPrice: a, discount: 0, lineTotal, used: 2 };
    // "Brush 2 7.00": a count then the line total.
    if (Number.isInteger(a) && a > 0 && !rest[rest.length - 1]!.money) {
      const unit = lineTotal / a;
      if (holds(a, Math.round(unit * 100) / 100, 0)) {
        const unitPrice = Math.round(unit * 100) / 100;
        return { quantity: a, unitPrice, discount: 0, lineTotal, used: 2 };
      }
    }
  }
  if (lineTotal <= 0) return undefined;
  // No arithmetic holds: the last price is the line's cost; other prices still are not words.
  const priced = rest.every((token) => token.money) ? tokens.length : 1;
  return { quantity: 1, unitPrice: lineTotal, discount: 0, lineTotal, used: priced };
}

/**
 * A leading stock code is the product, not the description: capitals with digits or a dash
 * (PB125-12, SND-BB, 123456), followed by a description in mixed case. Till receipts print
 * everything in capitals, so there a code needs a digit and a dash or to be all digits.
 */
function splitProductCode(head: string): { product: string; description: string } {
  const match = head.match(/^([A-Z0-9][A-Z0-9./-]{3,})\s+(.+)$/);
  if (!match) return { product: '', description: head };
  const code = match[1]!;
  const rest = match[2]!;
  const looksLikeCode = /[a-z]/.test(rest)
    ? /[\d-]/.test(code)
    : (/\d/.test(code) && /-/.test(code)) || /^\d+$/.test(code);
  if (looksLikeCode && /[A-Za-z]{2,}/.test(rest))
    return { product: code, description: rest.trim() };
  return { product: '', description: head };
}
