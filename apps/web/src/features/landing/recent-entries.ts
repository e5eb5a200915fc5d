import type { PublicTimelineEntry } from '@hrt/shared/schemas/timeline-entries';

/** How many entries and thumbnails the Recent Updates card shows. */
export const RECENT_ENTRY_COUNT = 3;
export const RECENT_THUMBNAIL_COUNT = 3;

/** The parts of a journal entry the card shows: the entry's own fields, photos as thumbnails. */
export type RecentEntry = Pick<PublicTimelineEntry, 'id' | 'title' | 'description' | 'date'> & {
  photoUrls: string[];
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One entry of the journal's answer as the card shows it, or null when its shape is not that. */
function readEntry(value: unknown): RecentEntry | null {
  if (!isRecord(value) || !Array.isArray(value.photos)) return null;
  const { id, title, description, date } = value;
  if (typeof id !== 'string' || typeof title !== 'string') return null;
  if (typeof description !== 'string' || typeof date !== 'string') return null;
  const photoUrls = value.photos.map((photo) => (isRecord(photo) ? photo.thumbnail_url : null));
  if (!photoUrls.every((url): url is string => typeof url === 'string')) return null;
  return { id, title, description, date, photoUrls };
}

/**
 * The card's read of GET /api/timeline/entries: the five fields it shows, checked here rather
 * than with the contract's schema, whose code (zod, about 16 kB gzipped) would be most of what a
 * visitor's landing page loads beyond the framework (decision 046). An answer of another shape is
 * refused whole, as the contract's check would refuse it: null.
 */
export function readRecentEntries(answer: unknown): RecentEntry[] | null {
  if (!Array.isArray(answer)) return null;
  const entries = answer.slice(0, RECENT_ENTRY_COUNT).map(readEntry);
  return entries.every((entry) => entry !== null) ? (entries as RecentEntry[]) : null;
}
