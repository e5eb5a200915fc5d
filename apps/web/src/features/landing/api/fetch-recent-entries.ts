import { TIMELINE_ENTRIES_PATH } from '@hrt/shared/contracts/first-paths';
import { ApiError, request } from '@/lib/api-client';
import { RECENT_ENTRY_COUNT, type RecentEntry, readRecentEntries } from '../recent-entries';

/**
 * The first entries of the journal (the timeline contract's list), read by the card itself: a
 * visitor's first page then loads no schema library (recent-entries.ts).
 */
export async function fetchRecentEntries(): Promise<RecentEntry[]> {
  const answer = await request('GET', `${TIMELINE_ENTRIES_PATH}?limit=${RECENT_ENTRY_COUNT}`);
  const entries = readRecentEntries(answer);
  // The words and kind callEndpoint gives an answer its contract refuses.
  if (!entries)
    throw new ApiError('Invalid response format from server', 200, 'server_error', false);
  return entries;
}
