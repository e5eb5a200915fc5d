import type { BuildComponent } from '@hrt/shared/schemas/components';
import type {
  CreateExpenseInput,
  Expense,
  ExpensePage,
  UpdateExpenseInput,
} from '@hrt/shared/schemas/expenses';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError, api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const PAGE_SIZE = 1000;

/** A table needs every row: follow the cursor until the last page. */
export async function fetchAllExpenses(componentId?: string): Promise<Expense[]> {
  const items: Expense[] = [];
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
    if (componentId) params.set('component_id', componentId);
    if (cursor) params.set('cursor', cursor);
    const page: ExpensePage = await api.get<ExpensePage>(`/api/expenses?${params}`);
    items.push(...page.items);
    cursor = page.next_cursor;
  } while (cursor);
  return items;
}

export function useExpenses(componentId?: string) {
  return useQuery({
    queryKey: queryKeys.expenseList(componentId),
    queryFn: () => fetchAllExpenses(componentId),
  });
}

export function useComponentList() {
  return useQuery({
    queryKey: queryKeys.components,
    queryFn: () => api.get<BuildComponent[]>('/api/components'),
  });
}

/**
 * The credit slice defines accounts later; until its contract lands only these fields are read.
 * A failed load (not there yet, or a role that may not read finance) is an empty list.
 */
export interface CreditAccountOption {
  id: string;
  account_name: string;
  provider?: string;
  is_active?: boolean;
}

export function useCreditAccounts() {
  return useQuery({
    queryKey: queryKeys.creditAccounts,
    queryFn: async () => {
      try {
        const body = await api.get<unknown>('/api/credit-accounts');
        return Array.isArray(body) ? (body as CreditAccountOption[]) : [];
      } catch {
        return [];
      }
    },
    staleTime: 60_000,
  });
}

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
    ]);
  }, [queryClient]);
}
