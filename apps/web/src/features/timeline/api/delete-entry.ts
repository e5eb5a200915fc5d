import { timelineContract } from '@hrt/shared/contracts/timeline';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { useRefreshTimeline } from './use-refresh-timeline';

function deleteEntry(id: string) {
  return callEndpoint(timelineContract.remove, { params: { id } });
}

/** The journal is read again whatever the outcome. */
export function useDeleteEntry() {
  const refresh = useRefreshTimeline();
  return useMutation({ mutationFn: deleteEntry, onSettled: refresh });
}
