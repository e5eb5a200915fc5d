import { addDays, formatDay } from '@hrt/shared/domain/calendar-days';
import type { PlanConstraint } from '@hrt/shared/schemas/planning';
import { type Trade, trades } from './trade-steps.ts';

/**
 * The constraints people write most, read from the goal and the context (decision 035):
 * a deadline ('finish before Easter', 'by 1 March'), a trade's availability ('electrician only
 * free in January', 'plasterer from 10 Feb'), a start ('not before 6 January') and a budget cap
 * ('budget £15,000', 'under £8k'). A date without a year is its next occurrence after today.
 * Dates are whole days; an end is exclusive, as a task's `endAt` is.
 */
export type ReadConstraint = Pick<PlanConstraint, 'text' | 'understood'> &
  (
    | { kind: 'deadline' /** Every task's endAt on or before this. */; endBy: string }
    | { kind: 'start'; from: string }
    | { kind: 'trade_window'; trade: Trade; from?: string; until?: string }
    | { kind: 'budget'; pounds: number }
  );

/** Easter Sunday of a year, from the calendar's holiday tables (Good Friday + 2). */
export type EasterOf = (year: number) => string;

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
const MONTH =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
const ORD = '(?:st|nd|rd|th)?';
/** A date as people write it; groups are read by `readDate`. */
const DATE = [
  `(\\d{4}-\\d{2}-\\d{2})`,
  `(\\d{1,2})/(\\d{1,2})/(\\d{4})`,
  `(\\d{1,2})${ORD}\\s+(?:of\\s+)?(${MONTH})\\b\\.?(?:,?\\s+(\\d{4}))?`,
  `(${MONTH})\\b\\.?\\s+(\\d{1,2})${ORD}\\b(?:,?\\s+(\\d{4}))?`,
  `(?:the\\s+)?(end|start|beginning|middle|mid)(?:\\s+of)?[\\s-]+(${MONTH})\\b(?:\\s+(\\d{4}))?`,
  `(easter|christmas|new year)\\b`,
  `(${MONTH})\\b(?:\\s+(\\d{4}))?`,
]
  .map((part) => `(?:${part})`)
  .join('|');

/** A span of days a date expression means: [from, to). */
interface Span {
  from: string;
  to: string;
  /** A whole month (or more), where 'by March' means by its start. */
  month: boolean;
  /** How to say it: 'Sun 28 Mar 2027 (Easter Sunday)'. */
  label: string;
}

/** Reads the constraints in `text`, each clause once, in the order written. */
export function readConstraints(text: string, today: string, easterOf: EasterOf): ReadConstraint[] {
  const found: ReadConstraint[] = [];
  // Clauses: sentences, and comma-separated parts ('Plasterer from 10 Feb, budget £15k').
  for (const raw of text.split(/[.;\n!?]+|,(?!\s*\d)/)) {
    const clause = raw.trim();
    if (!clause) continue;
    const budget = readBudget(clause);
    if (budget) found.push(budget);
    const trade = trades.find((candidate) => candidate.words.test(clause));
    const dated = trade
      ? [readTradeWindow(clause, trade, today, easterOf)]
      : [readStart(clause, today, easterOf), readDeadline(clause, today, easterOf)];
    for (const constraint of dated) if (constraint) found.push(constraint);
  }
  return found;
}

function readBudget(clause: string): ReadConstraint | undefined {
  const amount = '£\\s?(\\d[\\d,]*(?:\\.\\d+)?)\\s*(k|m)?\\b';
  const before = new RegExp(
    `\\b(?:budget(?:\\s+(?:is|of))?|under|below|max(?:imum)?|up to|no more than|less than|cap(?:ped)?(?:\\s+at)?|spend(?:ing)?(?:\\s+at most)?)\\D{0,12}?${amount}`,
    'i',
  ).exec(clause);
  const after = new RegExp(`${amount}\\s*(?:budget|max(?:imum)?|cap|limit|or less)`, 'i').exec(
    clause,
  );
  const match = before ?? after;
  if (!match) return undefined;
  const multiplier = { k: 1000, m: 1_000_000 }[match[2]?.toLowerCase() ?? ''] ?? 1;
  const pounds = Math.round(Number(match[1]!.replace(/,/g, '')) * multiplier * 100) / 100;
  if (!Number.isFinite(pounds) || pounds <= 0) return undefined;
  return {
    kind: 'budget',
    text: match[0].trim(),
    pounds,
    understood: `Spend at most ${formatPounds(pounds)}`,
  };
}

function readTradeWindow(
  clause: string,
  trade: Trade,
  today: string,
  easterOf: EasterOf,
): ReadConstraint | undefined {
  const at = (pattern: string) => new RegExp(pattern, 'i').exec(clause);
  const between = at(`\\b(?:between|from)\\s+(${DATE})\\s+(?:and|to|until|till|-|–)\\s+(${DATE})`);
  let from: string | undefined;
  let until: string | undefined;
  if (between) {
    from = readDate(between[1]!, today, easterOf)?.from;
    until = readDate(between[2 + dateGroups]!, today, easterOf)?.to;
  } else {
    const start = at(`\\b(from|after|not before|not until|available from|free from)\\s+(${DATE})`);
    const end = at(`(?<!\\bnot\\s)\\b(until|till|up to|before|by)\\s+(${DATE})`);
    const within = at(`\\b(?:in|during|only in|throughout)\\s+(${DATE})`);
    if (start) {
      const span = readDate(start[2]!, today, easterOf);
      from = span && (start[1]!.toLowerCase() === 'after' ? span.to : span.from);
    }
    if (end) {
      const span = readDate(end[2]!, today, easterOf);
      until = span && (/before/i.test(end[1]!) || span.month ? span.from : span.to);
    }
    if (within && !start && !end) {
      const span = readDate(within[1]!, today, easterOf);
      from = span?.from;
      until = span?.to;
    }
  }
  if (!from && !until) return undefined;
  const who = trade.label[0]!.toUpperCase() + trade.label.slice(1);
  const understood =
    from && until
      ? `${who} available from ${formatDay(from)} to ${formatDay(addDays(until, -1))}`
      : from
        ? `${who} available from ${formatDay(from)}`
        : `${who} available until ${formatDay(addDays(until!, -1))}`;
  return {
    kind: 'trade_window',
    trade,
    text: clause,
    understood,
    ...(from ? { from } : {}),
    ...(until ? { until } : {}),
  };
}

function readStart(clause: string, today: string, easterOf: EasterOf): ReadConstraint | undefined {
  const match = new RegExp(
    `\\b(not before|no earlier than|not until|can(?:'|no)?t start (?:until|before)|cannot start (?:until|before)|start(?:ing|s)?(?:\\s+(?:on|from|after|in))?|begin(?:ning|s)?(?:\\s+(?:on|from|after|in))?|from|after)\\s+(${DATE})`,
    'i',
  ).exec(clause);
  if (!match) return undefined;
  const span = readDate(match[2]!, today, easterOf);
  if (!span) return undefined;
  const from = /after/i.test(match[1]!) ? span.to : span.from;
  return {
    kind: 'start',
    text: match[0],
    from,
    understood: `No work before ${formatDay(from)}`,
  };
}

function readDeadline(
  clause: string,
  today: string,
  easterOf: EasterOf,
): ReadConstraint | undefined {
  const match = new RegExp(
    // Not the start's 'not before 6 January' or 'cannot start until'.
    `(?<!\\bnot\\s)(?<!start\\s)\\b(before|by|until|till|no later than|in time for|ready for|done for)\\s+(${DATE})`,
    'i',
  ).exec(clause);
  if (!match) return undefined;
  const span = readDate(match[2]!, today, easterOf);
  if (!span) return undefined;
  const inclusive = /^(by|until|till|no later than)$/i.test(match[1]!) && !span.month;
  const endBy = inclusive ? span.to : span.from;
  return {
    kind: 'deadline',
    text: match[0],
    endBy,
    understood: inclusive ? `Finish by ${span.label}` : `Finish before ${span.label}`,
  };
}

/** How many groups DATE holds (to find the second date of 'between X and Y'). */
const dateGroups = new RegExp(`${DATE}|`).exec('')!.length - 1;

/** The span a date expression means, its next occurrence after today when it has no year. */
function readDate(text: string, today: string, easterOf: EasterOf): Span | undefined {
  const m = new RegExp(`^(?:${DATE})$`, 'i').exec(text.trim());
  if (!m) return undefined;
  const g = m.slice(1);
  const next = (make: (year: number) => Span | undefined, year?: string) => {
    if (year) return make(Number(year));
    const thisYear = Number(today.slice(0, 4));
    // The first occurrence that is not over by tomorrow.
    for (const candidate of [thisYear, thisYear + 1]) {
      const span = make(candidate);
      if (span && span.to > addDays(today, 1)) return span;
    }
    return undefined;
  };
  if (g[0]) return day(g[0]);
  if (g[1]) return day(`${g[3]}-${pad(g[2]!)}-${pad(g[1])}`);
  if (g[4]) return next((year) => day(`${year}-${monthNumber(g[5]!)}-${pad(g[4]!)}`), g[6]);
  if (g[7]) return next((year) => day(`${year}-${monthNumber(g[7]!)}-${pad(g[8]!)}`), g[9]);
  if (g[10]) return next((year) => partOfMonth(g[10]!, year, monthNumber(g[11]!)), g[12]);
  if (g[13]) {
    const name = g[13].toLowerCase();
    return next((year) => {
      if (name === 'easter')
        return { ...day(easterOf(year))!, label: `Easter (${formatDay(easterOf(year))})` };
      if (name === 'christmas')
        return { ...day(`${year}-12-25`)!, label: `Christmas (${formatDay(`${year}-12-25`)})` };
      return {
        ...day(`${year + 1}-01-01`)!,
        label: `New Year (${formatDay(`${year + 1}-01-01`)})`,
      };
    });
  }
  if (g[14]) return next((year) => wholeMonth(year, monthNumber(g[14]!)), g[15]);
  return undefined;
}

function day(date: string): Span | undefined {
  if (Number.isNaN(Date.parse(`${date}T00:00:00Z`))) return undefined;
  // A day that does not exist (31 February) would roll on: refused.
  if (new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date) return undefined;
  return { from: date, to: addDays(date, 1), month: false, label: formatDay(date) };
}

function wholeMonth(year: number, month: string): Span {
  const from = `${year}-${month}-01`;
  const to =
    Number(month) === 12 ? `${year + 1}-01-01` : `${year}-${pad(String(Number(month) + 1))}-01`;
  const name = new Date(`${from}T00:00:00Z`).toLocaleString('en-GB', {
    month: 'long',
    timeZone: 'UTC',
  });
  return { from, to, month: true, label: `${name} ${year}` };
}

function partOfMonth(part: string, year: number, month: string): Span {
  const whole = wholeMonth(year, month);
  const which = part.toLowerCase();
  if (which === 'end')
    return { ...day(addDays(whole.to, -1))!, label: `the end of ${whole.label}` };
  if (which === 'start' || which === 'beginning') {
    return { ...day(whole.from)!, label: `the start of ${whole.label}` };
  }
  return { ...day(`${year}-${month}-15`)!, label: `the middle of ${whole.label}` };
}

function monthNumber(name: string): string {
  const index = MONTHS.indexOf(name.slice(0, 3).toLowerCase() as (typeof MONTHS)[number]);
  return pad(String(index + 1));
}

function pad(value: string): string {
  return value.padStart(2, '0');
}

export function formatPounds(pounds: number): string {
  return new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: 'GBP',
    maximumFractionDigits: Number.isInteger(pounds) ? 0 : 2,
  }).format(pounds);
}
