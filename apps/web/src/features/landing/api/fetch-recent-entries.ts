import { timelineReadContract } from '@hrt/shared/contracts/timeline-reads';
import { callEndpoint } from '@/lib/call-endpoint';
import { RECENT_ENTRY_COUNT, type RecentEntry, toRecentEntry } from '../recent-entries';

/** The first entries of the journal, checked against the timeline contract. */
export async function fetchRecentEntries(): Promise<RecentEntry[]> {
  const entries = await callEndpoint(timelineReadContract.list, {
    query: { limit: RECENT_ENTRY_COUNT },
  });
  return entries.slice(0, RECENT_ENTRY_COUNT).map(toRecentEntry);
}
