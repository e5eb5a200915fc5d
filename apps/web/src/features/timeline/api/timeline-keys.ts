import { queryKeys } from '@/lib/query-keys';

/** Under ['timeline'], so a write refreshes the journal and the home page's card together. */
export const timelineKeys = {
  all: queryKeys.timeline,
  entries: queryKeys.timelineEntries,
};
