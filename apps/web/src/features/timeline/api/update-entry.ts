import { timelineContract } from '@hrt/shared/contracts/timeline';
import type { TimelineEntryFields, UpdateTimelineEntry } from '@hrt/shared/schemas/timeline';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { useRefreshTimeline } from './use-refresh-timeline';

/** Only the non-empty fields are sent. */
function updateEntry({ id, fields }: { id: string; fields: TimelineEntryFields }) {
  const changes: UpdateTimelineEntry = {};
  if (fields.title.trim()) changes.title = fields.title;
  if (fields.description.trim()) changes.description = fields.description;
  if (fields.date) changes.date = fields.date;
  return callEndpoint(timelineContract.update, { params: { id }, body: changes });
}

export function useUpdateEntry() {
  const refresh = useRefreshTimeline();
  return useMutation({ mutationFn: updateEntry, onSuccess: refresh });
}
