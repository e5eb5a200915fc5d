/**
 * The invoice's date as the document states it, YYYY-MM-DD, or null. Only a date
 * the document prints: one labelled as the invoice's date ('Invoice date', 'Date of issue',
 * 'Tax point', 'Date'), or else the only date the document holds (a till receipt's). Dates are
 * read the UK way, day first; a due, delivery, order or expiry date is never taken.
 */

const MONTHS = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
] as const;

const MONTH_NAME =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';

/** Every way a date is printed, each with how to read its day, month and year. */
const DATE_FORMS: { pattern: RegExp; read: (m: RegExpExecArray) => [number, number, number] }[] = [
  // 2026-03-14
  {
    pattern: /\b(\d{4})-(\d{2})-(\d{2})\b/g,
    read: (m) => [Number(m[3]), Number(m[2]), Number(m[1])],
  },
  // 14/03/2026, 14-03-2026, 14.03.2026, 14/03/26
  {
    pattern: /\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})\b/g,
    read: (m) => [Number(m[1]), Number(m[2]), fullYear(m[3]!)],
  },
  // 14 March 2026, 14th Mar 2026, 14-Mar-2026
  {
    pattern: new RegExp(
      `\\b(\\d{1,2})(?:st|nd|rd|th)?[\\s-]+${MONTH_NAME}\\.?,?[\\s-]+(\\d{4})\\b`,
      'gi',
    ),
    read: (m) => [Number(m[1]), monthOf(m[2]!), Number(m[3])],
  },
  // A till receipt's date and time run together when OCR loses the space between them:
  // 25/12/20188:13:39, 21/02/1811:19, 17/01/201842153 (a 4-digit year leaves no doubt).
  {
    pattern: /\b(\d{1,2})[/.-](\d{1,2})[/.-]((?:19|20)\d{2})(?=\d)/g,
    read: (m) => [Number(m[1]), Number(m[2]), Number(m[3])],
  },
  {
    pattern: /\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{2})(?=\d{1,2}:\d{2})/g,
    read: (m) => [Number(m[1]), Number(m[2]), fullYear(m[3]!)],
  },
  // 03 Mar201818:22, 25 May 201709:41am, 30 Dec 17 18:40:57: a month's name, the year run
  // into the time or a two-digit year before it.
  {
    pattern: new RegExp(
      `\\b(\\d{1,2})\\s*${MONTH_NAME}\\.?,?\\s*((?:19|20)\\d{2})(?=\\d{1,2}:\\d{2})`,
      'gi',
    ),
    read: (m) => [Number(m[1]), monthOf(m[2]!), Number(m[3])],
  },
  {
    pattern: new RegExp(
      `\\b(\\d{1,2})[\\s-]+${MONTH_NAME}\\.?[\\s-]+(\\d{2})(?=\\s+\\d{1,2}:\\d{2})`,
      'gi',
    ),
    read: (m) => [Number(m[1]), monthOf(m[2]!), fullYear(m[3]!)],
  },
  // 25032018 13:11:54: a till's date without separators, only ever trusted before a time.
  {
    pattern: /\b(\d{2})(\d{2})((?:19|20)\d{2})(?=\s+\d{1,2}:\d{2})/g,
    read: (m) => [Number(m[1]), Number(m[2]), Number(m[3])],
  },
  // March 14, 2026
  {
    pattern: new RegExp(
      `\\b${MONTH_NAME}\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`,
      'gi',
    ),
    read: (m) => [Number(m[2]), monthOf(m[1]!), Number(m[3])],
  },
];

/** Labels that name the invoice's own date, strongest first; the last is a bare 'Date'. */
const INVOICE_LABELS = [
  /\b(?:invoice|receipt|document)\s+date\b|\bdate\s+of\s+(?:invoice|issue)\b|\bissue\s+date\b|\bdate\s+issued\b/gi,
  /\btax\s+point\b/gi,
  /\bdated?\b/gi,
];
const BARE_DATE = INVOICE_LABELS[2];
/** Words that make a date something else than the invoice's (due, delivery, order...). */
const OTHER_DATES =
  /\b(?:due|payment|pay\s+by|delivery|delivered|dispatch|order|ordered|expiry|expires|valid|until|from|period|start|end|collection|installation|supply)\b/i;

export function findInvoiceDate(text: string): string | null {
  const lines = text.split(/\r?\n/);
  for (const label of INVOICE_LABELS) {
    for (const [index, line] of lines.entries()) {
      for (const match of line.matchAll(label)) {
        const at = match.index ?? 0;
        // 'Due date', 'Order date': a bare 'Date' after such a word is not the invoice's.
        const previousWord = /([a-z]+)[^a-z]*$/i.exec(line.slice(0, at))?.[1] ?? '';
        if (label === BARE_DATE && OTHER_DATES.test(previousWord)) continue;
        const after = line.slice(at + match[0].length);
        // The date follows the label, or stands on the next line under a label alone.
        const date =
          datesIn(after)[0] ??
          (/^[\s:.#-]*$/.test(after) ? datesIn(lines[index + 1] ?? '')[0] : undefined);
        if (date) return date;
      }
    }
  }
  // No label: the document's only date, when it has exactly one and it is not another kind.
  const everywhere = new Set(lines.flatMap((line) => datesIn(line)));
  const plain = lines.filter((line) => !OTHER_DATES.test(line)).flatMap((line) => datesIn(line));
  if (everywhere.size === 1 && plain.length > 0) return plain[0]!;
  return onlyMomentOfSale(lines);
}

/**
 * A till receipt prints the moment of sale, a date with its time of day, beside other dates (a
 * card's expiry, an offer's end): when exactly one date has a time beside it, it is the
 * receipt's.
 */
function onlyMomentOfSale(lines: string[]): string | null {
  const timed = new Set(
    lines
      .filter((line) => !OTHER_DATES.test(line))
      .flatMap((line) => datesIn(line, { withTime: true })),
  );
  return timed.size === 1 ? [...timed][0]! : null;
}

/** A time of day right after a date, with or without the space OCR may lose: 18:22, 42153. */
const TIME_AFTER = /^\s*(?:\d{1,2}:\d{2}|\d{5,6}\b)/;

/** The real dates in a piece of text, in the order they are printed (only those with a time). */
function datesIn(text: string, options: { withTime?: boolean } = {}): string[] {
  const found: { at: number; date: string }[] = [];
  for (const form of DATE_FORMS) {
    for (const match of text.matchAll(form.pattern)) {
      const at = match.index ?? 0;
      if (options.withTime && !TIME_AFTER.test(text.slice(at + match[0].length))) continue;
      const [day, month, year] = form.read(match as RegExpExecArray);
      const date = isoDate(day, month, year);
      if (date) found.push({ at, date });
    }
  }
  return found.sort((a, b) => a.at - b.at).map((item) => item.date);
}

function isoDate(day: number, month: number, year: number): string | null {
  if (year < 1990 || year > 2100 || month < 1 || month > 12 || day < 1 || day > 31) return null;
  const text = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const parsed = new Date(`${text}T00:00:00Z`);
  return parsed.toISOString().slice(0, 10) === text ? text : null;
}

function fullYear(text: string): number {
  return text.length === 2 ? 2000 + Number(text) : Number(text);
}

function monthOf(name: string): number {
  return MONTHS.indexOf(name.slice(0, 3).toLowerCase() as (typeof MONTHS)[number]) + 1;
}
