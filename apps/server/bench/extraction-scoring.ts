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
