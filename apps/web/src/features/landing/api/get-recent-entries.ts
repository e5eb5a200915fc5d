import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import type { RecentEntry } from '../recent-entries';
import { fetchRecentEntries } from './fetch-recent-entries';

/** Under the journal's entries, so every timeline write refreshes the card too. */
const recentEntriesKey = [...queryKeys.timelineEntries, 'recent'] as const;

/** The first entries of the journal, for the home page's card. A failure is only logged. */
async function loadRecentEntries(): Promise<RecentEntry[]> {
  try {
    return await fetchRecentEntries();
  } catch (error) {
    console.error('Recent updates: failed to load the timeline', error);
    throw error;
  }
}

export function useRecentEntries() {
  return useQuery({ queryKey: recentEntriesKey, queryFn: loadRecentEntries });
}
