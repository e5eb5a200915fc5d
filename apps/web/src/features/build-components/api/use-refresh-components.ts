import { useQueryClient } from '@tanstack/react-query';
import { componentContentsKeys, queryKeys } from '@/lib/query-keys';

/**
 * After a component write: the lists and the totals that group by component, each room's own
 * (which hold its children's) and the project's (its budget).
 */
export function useRefreshComponents() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.components }),
      queryClient.invalidateQueries({ queryKey: queryKeys.expenseSummaries }),
      queryClient.invalidateQueries({ queryKey: queryKeys.expenseSummaryAll }),
    ]);
}

/**
 * After a component goes to the trash or comes back: its expenses, documents, ideas and tasks
 * went (or came) with it, so their lists and every total are read again.
 */
export function useRefreshComponentContents() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      componentContentsKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}
