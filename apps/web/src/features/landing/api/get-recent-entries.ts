import type { PublicTimelineEntry } from '@hrt/shared/schemas/timeline';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { RECENT_ENTRY_COUNT, type RecentEntry, toRecentEntry } from '../recent-entries';

/** Under the journal's entries, so every timeline write refreshes the card too. */
export const recentEntriesKey = [...queryKeys.timelineEntries, 'recent'] as const;

/**
 * The first entries of the journal. A failure is only logged.
 * GET /api/timeline/entries belongs to the timeline slice, which has no contract yet: once it
 * does, this becomes a callEndpoint, imported lazily so the landing page's first load stays small.
 */
export async function fetchRecentEntries(): Promise<RecentEntry[]> {
  try {
    const entries = await api.get<PublicTimelineEntry[]>(
      `/api/timeline/entries?limit=${RECENT_ENTRY_COUNT}`,
    );
    return entries.slice(0, RECENT_ENTRY_COUNT).map(toRecentEntry);
  } catch (error) {
    console.error('Recent updates: failed to load the timeline', error);
    throw error;
  }
}

export function useRecentEntries() {
  return useQuery({ queryKey: recentEntriesKey, queryFn: fetchRecentEntries });
}
