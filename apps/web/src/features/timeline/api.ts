import {
  type PublicTimelineEntry,
  TIMELINE_PAGE_SIZE,
  type TimelineEntry,
  type TimelinePhoto,
  type UpdateTimelineEntry,
} from '@hrt/shared/schemas/timeline';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The journal, page by page (newest first). A failure is only logged (spec part 1, 8). */
export function useTimelineEntries() {
  return useInfiniteQuery({
    queryKey: queryKeys.timelineEntries,
    initialPageParam: 0,
    queryFn: async ({ pageParam }) => {
      try {
        // The public shape: what every reader gets, signed in or not.
        return await api.get<PublicTimelineEntry[]>(
          `/api/timeline/entries?limit=${TIMELINE_PAGE_SIZE}&offset=${pageParam}`,
        );
      } catch (error) {
        console.error('Timeline: failed to load entries', error);
        throw error;
      }
    },
    getNextPageParam: (last, pages) =>
      last.length < TIMELINE_PAGE_SIZE ? undefined : pages.length * TIMELINE_PAGE_SIZE,
  });
}

/** After any change the journal and the home page's card read the server again. */
export function useRefreshTimeline() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.timeline });
}

export interface EntryFields {
  title: string;
  description: string;
  date: string;
}

export function createEntry(fields: EntryFields, photos: File[]) {
  const form = new FormData();
  form.append('title', fields.title);
  form.append('description', fields.description);
  form.append('date', fields.date);
  for (const photo of photos) form.append('photos', photo);
  return api.post<TimelineEntry>('/api/timeline/entries', form);
}

/** Only the non-empty fields are sent (spec part 1, section 5). */
export function updateEntry(id: string, fields: EntryFields) {
  const changes: UpdateTimelineEntry = {};
  if (fields.title.trim()) changes.title = fields.title;
  if (fields.description.trim()) changes.description = fields.description;
  if (fields.date) changes.date = fields.date;
  return api.put<TimelineEntry>(`/api/timeline/entries/${id}`, { ...changes });
}

export function deleteEntry(id: string) {
  return api.delete<void>(`/api/timeline/entries/${id}`);
}

export function addPhotos(id: string, photos: File[]) {
  const form = new FormData();
  for (const photo of photos) form.append('photos', photo);
  return api.post<{ photos: TimelinePhoto[] }>(`/api/timeline/entries/${id}/photos`, form);
}

export function deletePhoto(entryId: string, photoId: string) {
  return api.delete<void>(`/api/timeline/entries/${entryId}/photos/${photoId}`);
}
