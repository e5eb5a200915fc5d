import type { CreditAccount } from '@hrt/shared/schemas/credit';
import type {
  CreateExpenseInput,
  Expense,
  ExpensePage,
  ExpenseSummaries,
  ProjectExpenseSummary,
  UpdateExpenseInput,
} from '@hrt/shared/schemas/expenses';
import {
  infiniteQueryOptions,
  keepPreviousData,
  type QueryKey,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError, api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { componentListQuery } from '@/lib/shared-queries/components';

/**
 * Rows per request: a screenful or two of the table. The table asks for the next page as the
 * user scrolls near the end of what it has, so nobody downloads 20,000 expenses to see 15.
 */
export const EXPENSE_PAGE_SIZE = 100;

/** What one expense list shows: a component's or every expense, maybe searched or paid only. */
export interface ExpenseListFilter {
  componentId?: string | undefined;
  /** Searched on the server (description, supplier, product). */
  search?: string | undefined;
  paidOnly?: boolean | undefined;
}

export function expenseListKey(filter: ExpenseListFilter): QueryKey {
  return [
    ...queryKeys.expenseList(filter.componentId),
    { search: filter.search ?? '', paid: Boolean(filter.paidOnly) },
  ];
}

export function fetchExpensePage(filter: ExpenseListFilter, cursor: string | null) {
  const params = new URLSearchParams({ limit: String(EXPENSE_PAGE_SIZE) });
  if (filter.componentId) params.set('component_id', filter.componentId);
  if (filter.search) params.set('q', filter.search);
  if (filter.paidOnly) params.set('paid', 'true');
  if (cursor) params.set('cursor', cursor);
  return api.get<ExpensePage>(`/api/expenses?${params}`);
}

/** One list's pages, for the hooks below and for prefetching (features/expenses/prefetch.ts). */
export function expensePagesQuery(filter: ExpenseListFilter) {
  return infiniteQueryOptions({
    queryKey: expenseListKey(filter),
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

/** The whole project's figures in one small request: what the /expenses tiles show. */
export const projectSummaryQuery = queryOptions({
  queryKey: queryKeys.projectExpenseSummary,
  queryFn: () => api.get<ProjectExpenseSummary>('/api/expenses/summary'),
});

/** Every component's figures in one request (the charts; shared with /rooms). */
export const componentSummariesQuery = queryOptions({
  queryKey: queryKeys.expenseSummaries,
  queryFn: () => api.get<ExpenseSummaries>('/api/expenses/summaries'),
});

export function useProjectExpenseSummary() {
  return useQuery(projectSummaryQuery);
}

export function useComponentExpenseSummaries() {
  return useQuery(componentSummariesQuery);
}

export function useComponentList() {
  return useQuery(componentListQuery);
}

/** What the paid-by selector reads of an account. */
export type CreditAccountOption = Pick<
  CreditAccount,
  'id' | 'account_name' | 'provider' | 'is_active'
>;

export function createExpense(input: CreateExpenseInput) {
  return api.post<Expense>('/api/expenses', input as Record<string, unknown>);
}

export function updateExpense(id: string, input: UpdateExpenseInput) {
  return api.put<Expense>(`/api/expenses/${id}`, input as Record<string, unknown>);
}

export function deleteExpense(id: string) {
  return api.delete<void>(`/api/expenses/${id}`);
}

export function uploadReceipt(id: string, file: File) {
  const form = new FormData();
  form.append('file', file);
  return api.post<unknown>(`/api/expenses/${id}/receipt`, form);
}

export function fetchReceiptUrl(id: string) {
  return api.get<{ receipt_url: string }>(`/api/expenses/${id}/receipt`);
}

export function deleteReceipt(id: string) {
  return api.delete<void>(`/api/expenses/${id}/receipt`);
}

/** The CSV comes through the API client (bearer token, refresh) and is saved as a Blob. */
export async function downloadExpensesCsv(componentId?: string) {
  const query = componentId ? `?component_id=${encodeURIComponent(componentId)}` : '';
  const blob = await api.get<Blob>(`/api/expenses/export.csv${query}`, { responseType: 'blob' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = componentId ? `expenses-${componentId}.csv` : 'expenses.csv';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function isStaleUpdate(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.code === 'stale_update';
}

/** After any expense change: lists and summaries (used by /rooms and the detail tiles). */
export function useInvalidateExpenses() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.expenses }),
      queryClient.invalidateQueries({ queryKey: queryKeys.expenseSummaries }),
      queryClient.invalidateQueries({ queryKey: queryKeys.expenseSummaryAll }),
      // A payment from an account moves its balance.
      queryClient.invalidateQueries({ queryKey: queryKeys.creditAccounts }),
    ]);
  }, [queryClient]);
}

export { componentListQuery };
