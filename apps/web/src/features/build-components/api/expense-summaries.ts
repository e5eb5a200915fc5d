import type { ExpenseSummaries, ExpenseSummary } from '@hrt/shared/schemas/expenses';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Every component's expense totals in one call, kept current by the server on each write. */
export function useExpenseSummaries() {
  return useQuery({
    queryKey: queryKeys.expenseSummaries,
    queryFn: () => api.get<ExpenseSummaries>('/api/expenses/summaries'),
  });
}

export function useExpenseSummary(componentId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.expenseSummary(componentId ?? ''),
    queryFn: () => api.get<ExpenseSummary>(`/api/expenses/${componentId}/summary`),
    enabled: Boolean(componentId),
  });
}
