import type { PublicTimelineEntry } from '@hrt/shared/schemas/timeline-entries';

/** How many entries and thumbnails the Recent Updates card shows. */
export const RECENT_ENTRY_COUNT = 3;
export const RECENT_THUMBNAIL_COUNT = 3;

/** The parts of a journal entry the card shows: the entry's own fields, photos as thumbnails. */
export type RecentEntry = Pick<PublicTimelineEntry, 'id' | 'title' | 'description' | 'date'> & {
  photoUrls: string[];
};

export function toRecentEntry(entry: PublicTimelineEntry): RecentEntry {
  return {
    id: entry.id,
    title: entry.title,
    description: entry.description,
    date: entry.date,
    photoUrls: entry.photos.map((photo) => photo.thumbnail_url),
  };
}
