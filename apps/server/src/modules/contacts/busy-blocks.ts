import type { busyBlockSchema } from '@hrt/shared/schemas/contacts';
import type { z } from 'zod';

type BusyBlock = z.infer<typeof busyBlockSchema>;

/**
 * Other tasks' [startAt, endAt) days as the blocks of time the site is busy: overlapping or
 * touching intervals become one, in date order. A trade sees when others work, not who or what.
 */
export function mergeBusyBlocks(intervals: readonly BusyBlock[]): BusyBlock[] {
  const sorted = [...intervals].sort(
    (a, b) => a.startAt.localeCompare(b.startAt) || a.endAt.localeCompare(b.endAt),
  );
  const merged: BusyBlock[] = [];
  for (const { startAt, endAt } of sorted) {
    const last = merged.at(-1);
    // Dates are YYYY-MM-DD, so text order is date order; an end is exclusive, so touching is <=.
    if (last && startAt <= last.endAt) {
      if (endAt > last.endAt) last.endAt = endAt;
    } else {
      merged.push({ startAt, endAt });
    }
  }
  return merged;
}
