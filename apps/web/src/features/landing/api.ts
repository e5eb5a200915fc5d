import type { PublicTimelineEntry } from '@hrt/shared/schemas/timeline';
import { api } from '@/lib/api-client';

/** How many entries and thumbnails the Recent Updates card shows (spec part 1, section 9). */
export const RECENT_ENTRY_COUNT = 3;
export const RECENT_THUMBNAIL_COUNT = 3;

/** The parts of a journal entry the card shows. */
export interface RecentEntry {
  id: string;
  title: string;
  description: string;
  date: string;
  photoUrls: string[];
}

export function toRecentEntry(entry: PublicTimelineEntry): RecentEntry {
  return {
    id: entry.id,
    title: entry.title,
    description: entry.description,
    date: entry.date,
    photoUrls: entry.photos.map((photo) => photo.thumbnail_url),
  };
}

export const recentEntriesKey = ['timeline', 'entries', 'recent'] as const;

/** The first entries of the journal. A failure is only logged (spec part 1, section 2). */
export async function fetchRecentEntries(): Promise<RecentEntry[]> {
  try {
    const entries = await api.get<PublicTimelineEntry[]>(
      `/api/timeline/entries?limit=${RECENT_ENTRY_COUNT}`,
    );
    return entries.slice(0, RECENT_ENTRY_COUNT).map(toRecentEntry);
  } catch (error) {
    console.error('Recent updates: failed to load the timeline', error);
    throw error;
  }
}
