import { api } from '@/lib/api-client';

/** How many entries and thumbnails the Recent Updates card shows (spec part 1, section 9). */
export const RECENT_ENTRY_COUNT = 3;
export const RECENT_THUMBNAIL_COUNT = 3;

/**
 * The parts of a timeline entry this card reads. The timeline slice owns the contract; until it
 * lands in packages/shared, photos are accepted as URLs or as objects carrying one.
 */
export interface RecentEntry {
  id: string;
  title: string;
  description: string;
  date: string;
  photoUrls: string[];
}

type RawPhoto = string | { id?: string; url?: string; thumbnail_url?: string; src?: string };
interface RawEntry {
  id?: string | number;
  title?: string;
  description?: string | null;
  date?: string;
  photos?: RawPhoto[] | null;
}

function readPhotoUrl(photo: RawPhoto): string | null {
  if (typeof photo === 'string') return photo || null;
  return photo?.thumbnail_url || photo?.url || photo?.src || null;
}

export function toRecentEntry(raw: RawEntry, index: number): RecentEntry {
  return {
    id: String(raw.id ?? index),
    title: raw.title ?? '',
    description: raw.description ?? '',
    date: raw.date ?? '',
    // The same photo listed twice is shown once (and URLs serve as list keys).
    photoUrls: [
      ...new Set(
        (raw.photos ?? []).flatMap((photo) => {
          const url = readPhotoUrl(photo);
          return url ? [url] : [];
        }),
      ),
    ],
  };
}

export const recentEntriesKey = ['timeline', 'entries', 'recent'] as const;

/** The first entries of the journal. A failure is only logged (spec part 1, section 2). */
export async function fetchRecentEntries(): Promise<RecentEntry[]> {
  try {
    const body = await api.get<RawEntry[] | { items?: RawEntry[] }>('/api/timeline/entries');
    const list = Array.isArray(body) ? body : (body?.items ?? []);
    return list.slice(0, RECENT_ENTRY_COUNT).map(toRecentEntry);
  } catch (error) {
    console.error('Recent updates: failed to load the timeline', error);
    throw error;
  }
}
