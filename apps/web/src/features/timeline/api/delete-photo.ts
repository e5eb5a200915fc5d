import { timelineContract } from '@hrt/shared/contracts/timeline';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { useRefreshTimeline } from './use-refresh-timeline';

function deletePhoto({ entryId, photoId }: { entryId: string; photoId: string }) {
  return callEndpoint(timelineContract.removePhoto, { params: { id: entryId, photoId } });
}

/** The journal is read again whatever the outcome. */
export function useDeletePhoto() {
  const refresh = useRefreshTimeline();
  return useMutation({ mutationFn: deletePhoto, onSettled: refresh });
}
