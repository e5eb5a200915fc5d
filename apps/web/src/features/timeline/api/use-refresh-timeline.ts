import { useQueryClient } from '@tanstack/react-query';
import { timelineKeys } from './timeline-keys';

/** After any change the journal and the home page's card read the server again. */
export function useRefreshTimeline() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: timelineKeys.all });
}
