/** Scoring for the extraction evaluation: rows matched by description, then amounts compared. */

export interface ScoredRow {
  description: string;
  product: string;
  quantity: number;
  rrp: number;
  trade_discount: number;
  discount: number;
  add_vat: string;
  total_cost: number;
}

export interface Score {
  expected: number;
  found: number;
  matched: number;
  exactAmounts: number;
  exactDescriptions: number;
  misses: string[];
}

const words = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .split(/[^a-z0-9.]+/)
      .filter(Boolean),
  );

function similarity(a: string, b: string): number {
  const left = words(a);
  const right = words(b);
  let shared = 0;
  for (const word of left) if (right.has(word)) shared++;
  return shared / Math.max(left.size, right.size, 1);
}

const amountFields = [
  'quantity',
  'rrp',
  'trade_discount',
  'discount',
  'add_vat',
  'total_cost',
] as const;

/** Greedy best-first matching on description; a match needs half the words in common. */
export function scoreRows(expected: ScoredRow[], found: ScoredRow[]): Score {
  const used = new Set<number>();
  let matched = 0;
  let exactAmounts = 0;
  let exactDescriptions = 0;
  const misses: string[] = [];
  for (const want of expected) {
    let best = -1;
    let bestScore = 0.5;
    found.forEach((row, index) => {
      if (used.has(index)) return;
      const score = similarity(want.description, `${row.product} ${row.description}`);
      if (score >= bestScore) [best, bestScore] = [index, score];
    });
    if (best < 0) {
      misses.push(`missing "${want.description}"`);
      continue;
    }
    used.add(best);
    matched++;
    const got = found[best]!;
    if (got.description === want.description && got.product === want.product) exactDescriptions++;
    else misses.push(`"${want.description}" read as "${got.product}" "${got.description}"`);
    const wrong = amountFields.filter((field) => got[field] !== want[field]);
    if (wrong.length === 0) exactAmounts++;
    else
      misses.push(
        `"${want.description}": ${wrong.map((field) => `${field} ${got[field]} != ${want[field]}`).join(', ')}`,
      );
  }
  return {
    expected: expected.length,
    found: found.length,
    matched,
    exactAmounts,
    exactDescriptions,
    misses,
  };
}

/*
 * Development sets (/work/shared/dev-data/invoices and /receipts, read their READMEs): a
 * document is scored on its total, its lines and its supplier (decisions 022 and 023).
 */

/** One line as the ground truth gives it. */
interface TruthLine {
  /** Null when the document gives the line no name. */
  name: string | null;
  quantity: number;
  netUnitPrice: number;
}

/** A document's answer key, the same shape for both sets. */
export interface DevTruth {
  supplier: string;
  /** Any of these is the right total (an invoice's grand or net total; a receipt's total). */
  totals: number[];
  lines: TruthLine[];
  /** A receipt's date, YYYY-MM-DD; absent for a set whose answer key has none. */
  date?: string | null;
}

/** A line as a pass read it. */
interface ReadLine {
  name: string;
  quantity: number;
  netUnitPrice: number;
}

/** What a pass read from a document, taken from the app's own extraction result. */
export interface DevReading {
  supplier: string;
  rowsTotal: number;
  lines: ReadLine[];
  /** The rows' invoice date, YYYY-MM-DD, or null. */
  date: string | null;
}

export interface DevScore {
  totalRight: boolean;
  linesRight: number;
  linesExpected: number;
  supplierRight: boolean;
  /** Undefined when the answer key gives no date. */
  dateRight?: boolean;
  misses: string[];
}

/** Letters and digits only, lower case: 'BOOK TA .K (TAMAN DAYA)' = 'booktaktamandaya'. */
function normaliseName(text: string): string {
  return text
    .replace(/&(amp|lt|gt|quot|apos);/g, '') // an XML-escaped '&' is punctuation too
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

const unicodeWords = (text: string) =>
  new Set(
    text
      .normalize('NFKC')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean),
  );

/** Share of words in common, over the longer of the two (any script, any language). */
function nameSimilarity(a: string, b: string): number {
  const left = unicodeWords(a);
  const right = unicodeWords(b);
  let shared = 0;
  for (const word of left) if (right.has(word)) shared++;
  return shared / Math.max(left.size, right.size, 1);
}

const cents = (value: number) => Math.round(value * 100);

/**
 * A line is found when a read line has the same quantity and net unit price (both to the
 * cent: 3.3333 and 3.33 agree) and at least half its words in common with the line's name.
 * Each read line counts once.
 */
export function scoreDevDocument(truth: DevTruth, read: DevReading | undefined): DevScore {
  const misses: string[] = [];
  if (!read) {
    return {
      totalRight: false,
      linesRight: 0,
      linesExpected: truth.lines.filter(isPricedLine).length,
      supplierRight: false,
      dateRight: truth.date === undefined ? undefined : false,
      misses: ['nothing read'],
    };
  }
  const totalRight = truth.totals.some((total) => cents(total) === cents(read.rowsTotal));
  if (!totalRight) {
    misses.push(`rows total ${read.rowsTotal} is none of ${truth.totals.join(', ')}`);
  }
  const used = new Set<number>();
  let linesRight = 0;
  const lines = truth.lines.filter(isPricedLine);
  for (const want of lines) {
    let best = -1;
    let bestScore = 0.5;
    read.lines.forEach((line, index) => {
      if (used.has(index)) return;
      if (cents(line.quantity) !== cents(want.quantity)) return;
      if (cents(line.netUnitPrice) !== cents(want.netUnitPrice)) return;
      // A line the XML gives no name (ground truth null) is found by its figures alone.
      const score = want.name ? nameSimilarity(want.name, line.name) : 1;
      if (score >= bestScore) [best, bestScore] = [index, score];
    });
    if (best < 0) {
      misses.push(
        `line "${(want.name ?? '').replace(/\s+/g, ' ')}" ${want.quantity} x ${want.netUnitPrice} not found`,
      );
      continue;
    }
    used.add(best);
    linesRight++;
  }
  const supplierRight =
    normaliseName(truth.supplier) !== '' &&
    normaliseName(truth.supplier) === normaliseName(read.supplier);
  if (!supplierRight) misses.push(`supplier "${read.supplier}" is not "${truth.supplier}"`);
  const dateRight = truth.date === undefined ? undefined : truth.date === read.date;
  if (dateRight === false) misses.push(`date ${read.date} is not ${truth.date}`);
  return { totalRight, linesRight, linesExpected: lines.length, supplierRight, dateRight, misses };
}

/**
 * The answer key lists an e-invoice's text-only entries (a note between lines: no name, no
 * quantity, no price) as lines; they are not expenses, so there is nothing to find.
 */
function isPricedLine(line: TruthLine): boolean {
  return Boolean(line.name?.trim()) || line.quantity !== 0 || line.netUnitPrice !== 0;
}

/** The middle value (the mean of the two middle ones for an even count); 0 for none. */
export function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const MONTH_ABBREVIATIONS = 'jan feb mar apr may jun jul aug sep oct nov dec'.split(' ');

/**
 * An answer key's date as printed on a till receipt, day first ('25/12/2018', '21/02/18',
 * '19-03-2018', '03 MAR 2018', '30 DEC 17', '25032018'), as YYYY-MM-DD; null when unreadable.
 * Kept apart from the app's own date reader so the score does not grade that reader by itself.
 */
export function answerKeyDate(printed: string): string | null {
  const text = printed.trim().toLowerCase();
  const numeric = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(text);
  const named = /^(\d{1,2})\s+([a-z]{3})[a-z]*\s+(\d{2}|\d{4})$/.exec(text);
  const compact = /^(\d{2})(\d{2})(\d{4})$/.exec(text);
  const parts = numeric ?? compact;
  let day: string | undefined;
  let month: number | undefined;
  let year: string | undefined;
  if (parts) [day, month, year] = [parts[1], Number(parts[2]), parts[3]];
  else if (named)
    [day, month, year] = [named[1], MONTH_ABBREVIATIONS.indexOf(named[2]!) + 1, named[3]];
  if (!day || !month || !year) return null;
  const fullYear = year.length === 2 ? `20${year}` : year;
  return `${fullYear}-${String(month).padStart(2, '0')}-${day.padStart(2, '0')}`;
}
