import type { ExpenseListTotals } from '@hrt/shared/schemas/expense-list';
import type { Expense } from '@hrt/shared/schemas/expenses';
import { useMemo } from 'react';
import { useExpensePages } from '../api/list-expenses';
import { SEARCH_DELAY_MS, useDelayedValue } from './use-delayed-value';

export interface ExpenseList {
  /** The saved expenses loaded so far, in list order (already searched when `searchedOnServer`). */
  expenses: Expense[];
  /** Figures of every expense the list matches, from the server (not only of the pages loaded). */
  totals: ExpenseListTotals | undefined;
  /** Every expense of the list is loaded: a search can then run here, without a request. */
  complete: boolean;
  /** The rows shown are the server's search results for the search text. */
  searchedOnServer: boolean;
  /** A server search for newer text is under way (the previous results stay shown). */
  searching: boolean;
  /** How many expenses the list has without a search. */
  unfilteredCount: number | undefined;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
  isPending: boolean;
  error: unknown;
  refetch: () => void;
}

/**
 * One table's expenses: pages loaded as the table scrolls, and the search. While the list is
 * complete the search filters the loaded rows at once; otherwise it asks the server (`q`),
 * after a pause in typing, so a search over 20,000 expenses downloads only its matches.
 */
export function useExpenseList(componentId: string | undefined, search: string): ExpenseList {
  const needle = search.trim();
  const delayed = useDelayedValue(needle, SEARCH_DELAY_MS);
  const all = useExpensePages({ component_id: componentId });
  const complete = Boolean(all.data) && !all.hasNextPage;
  const serverSearch = Boolean(needle) && !complete;
  // The text sent: the delayed one, but never an older search once the box is cleared.
  const sent = serverSearch ? delayed : '';
  const searched = useExpensePages(
    { component_id: componentId, q: sent },
    { enabled: Boolean(sent) },
  );
  const source = sent && searched.data ? searched : all;
  const pages = source.data?.pages;
  const expenses = useMemo(() => pages?.flatMap((page) => page.items) ?? [], [pages]);

  return {
    expenses,
    totals: pages?.[0]?.totals,
    complete,
    searchedOnServer: source === searched,
    searching: serverSearch && (sent !== needle || searched.isFetching),
    unfilteredCount: all.data?.pages[0]?.totals.count,
    hasNextPage: source.hasNextPage,
    isFetchingNextPage: source.isFetchingNextPage,
    fetchNextPage: () => void source.fetchNextPage(),
    isPending: all.isPending,
    error: all.error ?? searched.error,
    refetch: () => void (sent ? searched.refetch() : all.refetch()),
  };
}
