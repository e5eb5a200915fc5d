import { jsonBodySchema } from '@hrt/shared/contracts/endpoint';
import { timelineReadContract } from '@hrt/shared/contracts/timeline-reads';
import type { PublicTimelineEntry } from '@hrt/shared/schemas/timeline';

/**
 * One page of the journal, from an answer to GET /api/timeline/entries already received: the
 * request starts with the page, while this module (and the contract's zod) loads.
 */
export function parseTimelinePage(answer: unknown): PublicTimelineEntry[] | null {
  const parsed = jsonBodySchema(timelineReadContract.list.responses[200])?.safeParse(answer);
  return parsed?.success ? (parsed.data as PublicTimelineEntry[]) : null;
}
