/** The /expenses search: description, supplier or product, case-insensitive. */
export function matchesSearch(
  expense: { description: string; supplier: string; product: string },
  query: string,
): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return (
    expense.description.toLowerCase().includes(needle) ||
    expense.supplier.toLowerCase().includes(needle) ||
    expense.product.toLowerCase().includes(needle)
  );
}

/** The text the search looks in, lower-cased; fields are kept apart so no match spans two. */
function searchableText(expense: {
  description: string;
  supplier: string;
  product: string;
}): string {
  return `${expense.description}\n${expense.supplier}\n${expense.product}`.toLowerCase();
}

interface Searchable {
  description: string;
  supplier: string;
  product: string;
}

// Rows are immutable, so each one is lower-cased once, not on every keystroke (nor again when
// another row is edited).
const textCache = new WeakMap<Searchable, string>();

/** The lower-cased text of each row, in order: build once per list, then filter per keystroke. */
export function searchTexts(rows: readonly Searchable[]): string[] {
  return rows.map((row) => {
    let text = textCache.get(row);
    if (text === undefined) {
      text = searchableText(row);
      textCache.set(row, text);
    }
    return text;
  });
}

/** The rows whose text contains the needle (trimmed and lower-cased); every row when empty. */
export function filterBySearch<T>(rows: T[], texts: readonly string[], needle: string): T[] {
  if (!needle) return rows;
  const matches: T[] = [];
  for (let index = 0; index < rows.length; index++) {
    if (texts[index]!.includes(needle)) matches.push(rows[index]!);
  }
  return matches;
}
