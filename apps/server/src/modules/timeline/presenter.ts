import type {
  PublicTimelineEntry,
  TimelineEntry,
  TimelinePhoto,
} from '@hrt/shared/schemas/timeline';
import type { TimelineEntryRow, TimelinePhotoRow } from './repository.ts';

function photoUrl(photoId: string, variant: 'full' | 'thumbnail'): string {
  return `/api/timeline/photos/${photoId}/${variant}`;
}

function toPhoto(row: TimelinePhotoRow): TimelinePhoto {
  return {
    id: row.id,
    url: photoUrl(row.id, 'full'),
    thumbnail_url: photoUrl(row.id, 'thumbnail'),
    width: row.width,
    height: row.height,
  };
}

export function toEntry(row: TimelineEntryRow, photos: TimelinePhotoRow[]): TimelineEntry {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    date: row.date,
    photos: photos.map(toPhoto),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    created_by: row.createdBy,
  };
}

export function toPublicEntry({
  created_by: _author,
  ...entry
}: TimelineEntry): PublicTimelineEntry {
  return entry;
}
