import { timelineContract } from '@hrt/shared/contracts/timeline';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { useRefreshTimeline } from './use-refresh-timeline';

function addPhotos({ id, photos }: { id: string; photos: File[] }) {
  const form = new FormData();
  for (const photo of photos) form.append('photos', photo);
  return callEndpoint(timelineContract.addPhotos, { params: { id }, form });
}

export function useAddPhotos() {
  const refresh = useRefreshTimeline();
  return useMutation({ mutationFn: addPhotos, onSuccess: refresh });
}
