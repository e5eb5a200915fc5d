import { expensesContract } from '@hrt/shared/contracts/expenses';
import type { ExpensePage } from '@hrt/shared/schemas/expense-list';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { type ExpenseListFilter, expenseKeys } from './expense-keys';

/**
 * Rows per request: a screenful or two of the table. The table asks for the next page as the
 * user scrolls near the end of what it has, so nobody downloads 20,000 expenses to see 15.
 */
const EXPENSE_PAGE_SIZE = 100;

function fetchExpensePage(filter: ExpenseListFilter, cursor: string | null) {
  return callEndpoint(expensesContract.list, {
    query: {
      limit: EXPENSE_PAGE_SIZE,
      ...(filter.component_id ? { component_id: filter.component_id } : {}),
      ...(filter.q ? { q: filter.q } : {}),
      ...(filter.paid === 'true' ? { paid: 'true' } : {}),
      ...(cursor ? { cursor } : {}),
    },
  });
}

/** One list's pages, for the hooks below and for prefetching (features/expenses/prefetch.ts). */
export function expensePagesQuery(filter: ExpenseListFilter) {
  return infiniteQueryOptions({
    queryKey: expenseKeys.list(filter),
    queryFn: ({ pageParam }) => fetchExpensePage(filter, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ExpensePage) => last.next_cursor,
  });
}

/**
 * The list page by page (keyset cursor). While a new search loads, the previous results stay
 * on screen instead of flashing to a skeleton.
 */
export function useExpensePages(filter: ExpenseListFilter, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
    ...expensePagesQuery(filter),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}
