/**
 * A till receipt read by OCR: the shop from its header and the amount paid from its total line.
 * A receipt prints many amounts (items, sub-total, tax, rounding, the total, cash handed over,
 * change, a tax summary); the total is the last total line before the payment lines, checked
 * against what the other lines say it must be: cash less change, sub-total plus tax and
 * rounding, the sum of the item lines. OCR misreads a digit now and then; when the other lines
 * agree with each other and not with the total line, they win.
 */

export type ReceiptLineKind =
  | 'total'
  | 'subtotal'
  | 'tax'
  | 'rounding'
  | 'cash'
  | 'change'
  | 'count'
  | 'other';

export interface ReceiptReading {
  shop: string;
  total: number | null;
  subtotal: number | null;
  tax: number | null;
  /** Sum of the priced lines above the first total or sub-total line, when there are any. */
  itemsSum: number | null;
  /** How the total was paid, when a payment line under it pays exactly the total. */
  paidBy: ReceiptPayment | null;
}

export type ReceiptPayment = 'card' | 'cash';

/** A line's words with OCR's usual digit-for-letter slips undone and spacing dropped. */
function label(line: string): string {
  return line
    .replace(/(?<=[A-Za-z])[1|](?=[A-Za-z]|\b)/g, 'l')
    .replace(/(?<=[A-Za-z])0(?=[A-Za-z])/g, 'o')
    .replace(/-?\d[\d\s.,]*\d|\d/g, (digits) => (/[.,]\d{2}\b/.test(digits) ? ' ' : digits))
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

// 'Total' as OCR misreads it: Tota1, Totai, Tatal (a thermal print's o read as a).
const totalWord = /t[oa0][tl][a4]?[l1i]|amount|due|payable|jumlah|grand|nett/;

/** What a receipt line is, from its words alone. */
export function receiptLineKind(line: string): ReceiptLineKind {
  const words = label(line);
  if (/subtotal|excl|excluding|beforetax|beforegst|amtexc/.test(words)) return 'subtotal';
  if (/qty|quantity|items?$|item\(?s|count|point|saving/.test(words)) return 'count';
  if (/round/.test(words) && !/t[o0]t[a4]?[l1i]rounded|roundedt[o0]t/.test(words)) {
    return 'rounding';
  }
  if (/change|baki/.test(words) && !/exchange/.test(words)) return 'change';
  const taxWord = /gst|tax|vat|sst|servicecharge|srvchg/.test(words);
  const including = /incl|inclusive|including/.test(words);
  if (taxWord && totalWord.test(words) && including && !/includes|includedin/.test(words)) {
    return 'total';
  }
  if (taxWord && !/payable|amountdue|totalsales/.test(words)) return 'tax';
  if (
    /cash|cach|tender|paid|payment|rec[ae]ived|visa|master|card|debit|credit|tunai/.test(words) &&
    !/cashier|cashbill|tobepaid|payable/.test(words)
  ) {
    return 'cash';
  }
  if (totalWord.test(words)) return 'total';
  return 'other';
}

/**
 * Amounts with two decimals on a line, left to right, with OCR's slips repaired: "RMO.23",
 * "4. 00", "51,50", a trailing minus ("0.02-").
 */
export function receiptAmounts(line: string): number[] {
  const cleaned = line
    .replace(/(?<=[A-Za-z])[1|](?=[A-Za-z]|\b)/g, 'l')
    .replace(/(?<=\d|RM|\$|\.)[oO](?=[\d.,oO])/g, '0')
    .replace(/(?<=RM|\$)[oO]/g, '0')
    .replace(/(\d)\s?([.,])\s(\d{2})(?!\d)/g, '$1$2$3');
  const amounts: number[] = [];
  const pattern = /(-)?(\d{1,3}(?:,\d{3})+|\d+)[.,](\d{2})(?!\d|\s?%)(-)?/g;
  for (const match of cleaned.matchAll(pattern)) {
    const whole = Number((match[2] ?? '').replace(/[,\s]/g, ''));
    const value = whole + Number(match[3]) / 100;
    amounts.push(match[1] || match[4] ? -value : value);
  }
  return amounts;
}

interface Line {
  kind: ReceiptLineKind;
  amount: number | null;
}

/** Reads a receipt's lines (top to bottom, as OCR returns them). */
export function readReceipt(rawLines: string[]): ReceiptReading {
  const texts = rawLines.map((line) => line.trim()).filter(Boolean);
  const lines: Line[] = texts.map((text, index) => ({
    kind: receiptLineKind(text),
    amount: lineAmount(texts, index),
  }));
  const firstPayment = lines.findIndex(
    (line, index) =>
      (line.kind === 'cash' || line.kind === 'change') &&
      line.amount !== null &&
      lines
        .slice(0, index)
        .some((above) => (above.kind === 'total' || above.kind === 'subtotal') && above.amount),
  );
  const summary = texts.findIndex((text) => /summary/i.test(text));
  const end = firstPayment >= 0 ? firstPayment : summary >= 0 ? summary : lines.length;
  const before = lines.slice(0, end);
  const lastOf = (kind: ReceiptLineKind, within = before) =>
    within.findLast((line) => line.kind === kind && line.amount !== null)?.amount ?? null;
  const totalAt = before.findLastIndex((line) => line.kind === 'total' && line.amount !== null);
  // Every total line before the payment, the last first: the total and, above it, the ones a
  // receipt prints before rounding or the tax summary (and OCR's second reading of the same).
  const printedTotals = before
    .filter((line) => line.kind === 'total' && line.amount !== null && line.amount > 0)
    .map((line) => line.amount ?? 0)
    .reverse();
  const subtotalAt = before.findLastIndex((line) => line.kind === 'subtotal' && line.amount);
  const subtotal = subtotalAt >= 0 ? (before[subtotalAt]?.amount ?? null) : null;
  // Service charge, tax and rounding printed between the sub-total and the total add up to it.
  const added = (kind: ReceiptLineKind) =>
    before
      .slice(subtotalAt + 1, totalAt > subtotalAt ? totalAt : undefined)
      .filter((line) => line.kind === kind && line.amount !== null)
      .reduce((sum, line) => sum + (line.amount ?? 0), 0);
  const tax = subtotalAt >= 0 ? added('tax') : lastOf('tax');
  const after = lines.slice(end);
  const cash = lastOf('cash', after.slice(0, 4));
  const change = lastOf('change', after.slice(0, 5)) ?? (cash !== null ? 0 : null);
  const paid = cash !== null && change !== null && cash >= change ? cents(cash - change) : null;
  const summed = subtotal !== null ? cents(subtotal + (tax ?? 0) + added('rounding')) : null;
  const itemsSum = sumItems(lines, texts);
  // The items are counted before rounding: with the rounding lines they are a check too.
  const rounding = before
    .filter((line) => line.kind === 'rounding' && line.amount !== null)
    .reduce((sum, line) => sum + (line.amount ?? 0), 0);
  const itemsRounded = itemsSum !== null && rounding !== 0 ? cents(itemsSum + rounding) : null;
  const total = chooseTotal(printedTotals, [paid, summed, itemsRounded ?? itemsSum]) ?? subtotal;
  return {
    shop: findShop(texts),
    total,
    subtotal,
    tax,
    itemsSum,
    paidBy: paymentOf(texts.slice(end, end + 4), total, paid),
  };
}

const cardWords = /card|visa|master|maestro|amex|debit|credit|contactless|eftpos|chip|pin/;
const cashWords = /cash|cach|tunai|tender/;

/**
 * 'CARD 75.44' under a 75.44 total: paid by card. Cash handed over less the change that is the
 * total: paid in cash. Any other payment (part paid, a voucher, an amount OCR misread) says
 * nothing.
 */
function paymentOf(
  payments: string[],
  total: number | null,
  cashLessChange: number | null,
): ReceiptPayment | null {
  if (total === null || total <= 0) return null;
  for (const text of payments) {
    if (receiptLineKind(text) !== 'cash') continue;
    const words = label(text);
    const amounts = receiptAmounts(text);
    if (cardWords.test(words) && amounts.some((amount) => same(amount, total))) return 'card';
    if (cashWords.test(words) && cashLessChange !== null && same(cashLessChange, total)) {
      return 'cash';
    }
  }
  return null;
}

/** The amount a line carries; a label alone takes the lone amount on the line below or above. */
function lineAmount(texts: string[], index: number): number | null {
  const own = receiptAmounts(texts[index] ?? '');
  if (own.length > 0) return own[own.length - 1] ?? null;
  const kind = receiptLineKind(texts[index] ?? '');
  if (kind === 'other' || kind === 'count') return null;
  for (const neighbour of [index + 1, index - 1]) {
    const text = texts[neighbour] ?? '';
    const amounts = receiptAmounts(text);
    if (amounts.length === 1 && receiptLineKind(text) === 'other' && label(text).length <= 3) {
      return amounts[0] ?? null;
    }
  }
  return null;
}

/**
 * The last printed total when any check agrees with it (or none can be made); otherwise an
 * earlier total line a check agrees with (OCR misread a digit of the last one: two readings
 * that agree beat one that stands alone), unless it is the amount before cash rounding;
 * otherwise two checks that agree with each other;
 * otherwise the last printed total, then the first check there is.
 */
function chooseTotal(printed: number[], checks: Array<number | null>): number | null {
  const known = checks.filter((check): check is number => check !== null && check > 0);
  const last = printed[0];
  const confirmed = (total: number) => known.some((check) => same(check, total));
  if (last !== undefined && (known.length === 0 || confirmed(last))) return last;
  // A total a few cents off the last one is the amount before cash rounding, not a misreading.
  const earlier = printed.find((total) => confirmed(total) && !nearlySame(total, last));
  if (earlier !== undefined) return earlier;
  for (const [index, check] of known.entries()) {
    if (known.slice(index + 1).some((other) => same(other, check))) return check;
  }
  return last ?? known[0] ?? null;
}

/** Item lines: priced 'other' lines between the header and the first total or sub-total. */
function sumItems(lines: Line[], texts: string[]): number | null {
  const stop = lines.findIndex((line) => line.kind === 'total' || line.kind === 'subtotal');
  if (stop <= 0) return null;
  let sum = 0;
  let count = 0;
  for (const [index, line] of lines.slice(0, stop).entries()) {
    if (line.kind !== 'other' || line.amount === null || line.amount <= 0) continue;
    // Dates, phone numbers and registration numbers have no two-decimal amount; unit-price
    // lines ("2 x 3.50 7.00") take their last amount.
    if (/\d{1,2}[/-]\d{1,2}[/-]\d{2,4}/.test(texts[index] ?? '')) continue;
    sum += line.amount;
    count++;
  }
  return count > 0 ? cents(sum) : null;
}

const same = (a: number, b: number) => Math.abs(a - b) < 0.005;
/** Within cash rounding (to 5 or 10 cents) of each other. */
const nearlySame = (a: number, b: number | undefined) => b !== undefined && Math.abs(a - b) < 0.05;
const cents = (value: number) => Math.round(value * 100) / 100;

const companySuffix =
  /\b(?:sdn\.?\s*bhd|s\/b|bhd|berhad|enterprise|trading|company|co\.|ltd|limited|llc|inc|gmbh|plc|restaurant|restoran|store|stores|hardware|mart|market|supermarket|pharmacy|cafe|bakery)\b\.?/i;
const notAName =
  /^(?:tax\s*invoice|simplified|invoice|receipt|official|welcome|thank|cash\s*bill|your\s+order|tel|fax|gst|co\.?\s*reg|company\s*(?:no|reg)|reg|roc|no[.:\s]|lot\b|jalan|jln|\d)/i;

/** The shop's name: a line with a company suffix near the top, else the first name-like line. */
function findShop(texts: string[]): string {
  const head = texts.slice(0, 8);
  const nameLike = (text: string) => {
    const letters = text.replace(/[^A-Za-z]/g, '');
    return letters.length >= 4 && letters.length / text.replace(/\s/g, '').length >= 0.6;
  };
  const fixed = head.map((text) =>
    text
      .replace(/\bS[O0]N\.?\s*BHD\b/gi, 'SDN BHD')
      .replace(/\s+/g, ' ')
      .trim(),
  );
  const withSuffix = fixed.findIndex((text) => companySuffix.test(text) && nameLike(text));
  if (withSuffix >= 0) {
    let name = withoutRegistration(fixed[withSuffix] ?? '');
    const ownWords = name
      .replace(new RegExp(companySuffix.source, 'gi'), ' ')
      .split(/\s+/)
      .filter((word) => word.replace(/[^A-Za-z]/g, '').length >= 2);
    const previous = fixed[withSuffix - 1];
    // "POPULAR BOOK" over "CO. (M) SDN BHD": a suffix line of one word or less continues the
    // printed name above it (capitals somewhere: a handwritten note is not part of it).
    if (
      ownWords.length <= 1 &&
      previous &&
      /[A-Z]/.test(previous) &&
      nameLike(previous) &&
      !notAName.test(previous)
    ) {
      name = `${previous} ${name}`;
    }
    return name.slice(0, 200);
  }
  const first = fixed.find((text) => nameLike(text) && !notAName.test(text));
  return withoutRegistration(first ?? '').slice(0, 200);
}

/** "KING'S CONFECTIONERY S/B 273500-U (KSB)" -> the name without its registration number. */
function withoutRegistration(name: string): string {
  return name
    .replace(/\s*[(（]?\s*(?:co\.?\s*no\.?\s*:?)?\s*\d{4,}[\d-]*-?[A-Z]?\s*[)）]?.*$/i, '')
    .trim();
}
