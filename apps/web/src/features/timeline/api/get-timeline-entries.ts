import { timelineContract } from '@hrt/shared/contracts/timeline';
import { type PublicTimelineEntry, TIMELINE_PAGE_SIZE } from '@hrt/shared/schemas/timeline';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { timelineKeys } from './timeline-keys';

/** One page of the journal, in the public shape: what every reader gets, signed in or not. */
async function fetchEntries(offset: number): Promise<PublicTimelineEntry[]> {
  try {
    return await callEndpoint(timelineContract.list, {
      query: { limit: TIMELINE_PAGE_SIZE, offset },
    });
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
