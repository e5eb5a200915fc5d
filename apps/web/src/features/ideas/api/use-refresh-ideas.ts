import { useQueryClient } from '@tanstack/react-query';
import { ideaKeys } from './idea-keys';

/** After an idea write: the ideas and everything price monitoring shows of them. */
export function useRefreshIdeas() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ideaKeys.all }),
      queryClient.invalidateQueries({ queryKey: ideaKeys.monitoring }),
    ]);
}
