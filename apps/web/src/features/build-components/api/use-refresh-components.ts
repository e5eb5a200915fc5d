import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';

/** After a component write: the lists and the totals that group by component. */
export function useRefreshComponents() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.components }),
      queryClient.invalidateQueries({ queryKey: queryKeys.expenseSummaries }),
    ]);
}
