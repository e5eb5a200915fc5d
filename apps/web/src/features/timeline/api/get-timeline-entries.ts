import { TIMELINE_ENTRIES_PATH, TIMELINE_PAGE_SIZE } from '@hrt/shared/contracts/first-paths';
import type { PublicTimelineEntry } from '@hrt/shared/schemas/timeline';
import { useInfiniteQuery } from '@tanstack/react-query';
import { getBeforeContracts } from '@/lib/api-client';
import { timelineKeys } from './timeline-keys';

/**
 * One page of the journal, in the public shape: what every reader gets, signed in or not. The
 * request goes out at once and the contract's check loads alongside it, so the page's header
 * paints without waiting for the schemas (decision 046; the same query string as the contract's).
 */
async function fetchEntries(offset: number): Promise<PublicTimelineEntry[]> {
  const checker = import('./parse-timeline-page');
  try {
    return await getBeforeContracts(
      `${TIMELINE_ENTRIES_PATH}?limit=${TIMELINE_PAGE_SIZE}&offset=${offset}`,
      async (answer) => (await checker).parseTimelinePage(answer),
    );
  } catch (error) {
    console.error('Timeline: failed to load entries', error);
    throw error;
  }
}

/** The journal, page by page (newest first). A failure is only logged. */
export function useTimelineEntries() {
  return useInfiniteQuery({
    queryKey: timelineKeys.entries,
    initialPageParam: 0,
    queryFn: ({ pageParam }) => fetchEntries(pageParam),
    getNextPageParam: (last, pages) =>
      last.length < TIMELINE_PAGE_SIZE ? undefined : pages.length * TIMELINE_PAGE_SIZE,
  });
}
