import { TIMELINE_ENTRIES_PATH } from '@hrt/shared/contracts/first-paths';
import { getBeforeContracts } from '@/lib/api-client';
import { RECENT_ENTRY_COUNT, type RecentEntry, readRecentEntries } from '../recent-entries';

/**
 * The first entries of the journal (the timeline contract's list), read by the card itself: a
 * visitor's first page then loads no schema library (recent-entries.ts).
 */
export function fetchRecentEntries(): Promise<RecentEntry[]> {
  return getBeforeContracts(
    `${TIMELINE_ENTRIES_PATH}?limit=${RECENT_ENTRY_COUNT}`,
    readRecentEntries,
  );
}
