import { timelineContract } from '@hrt/shared/contracts/timeline';
import type { TimelineEntryFields } from '@hrt/shared/schemas/timeline';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { useRefreshTimeline } from './use-refresh-timeline';

function createEntry({ fields, photos }: { fields: TimelineEntryFields; photos: File[] }) {
  const form = new FormData();
  form.append('title', fields.title);
  form.append('description', fields.description);
  form.append('date', fields.date);
  for (const photo of photos) form.append('photos', photo);
  return callEndpoint(timelineContract.create, { form });
}

export function useCreateEntry() {
  const refresh = useRefreshTimeline();
  return useMutation({ mutationFn: createEntry, onSuccess: refresh });
}
