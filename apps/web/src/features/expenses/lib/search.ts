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
export function searchableText(expense: {
  description: string;
  supplier: string;
  product: string;
}): string {
  return `${expense.description}\n${expense.supplier}\n${expense.product}`.toLowerCase();
}
