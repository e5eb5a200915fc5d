import { timelineEntryListSchema, timelineListQuerySchema } from '../schemas/timeline-entries.ts';
import { defineContract } from './endpoint.ts';
import { TIMELINE_ENTRIES_PATH } from './first-paths.ts';

/**
 * The journal's list, apart from the rest of the timeline contract (which it is part of): the
 * home page's journal card calls it on a visitor's first page, without the write rules.
 */
export const timelineReadContract = defineContract('timeline', {
  list: {
    method: 'GET',
    path: TIMELINE_ENTRIES_PATH,
    access: 'public',
    summary:
      'Journal entries, newest first, paged by limit and offset; created_by (the author) only for signed-in readers',
    query: timelineListQuerySchema,
    responses: { 200: timelineEntryListSchema },
    errors: [],
  },
});
