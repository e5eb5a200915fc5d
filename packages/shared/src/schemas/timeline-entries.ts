import { z } from 'zod';
import { auditFields } from './audit.ts';

/**
 * The journal as readers get it: the answer shapes of the public reads, apart from the rules
 * for writing entries (schemas/timeline.ts), so the home page's journal card checks its answer
 * without loading those.
 */
export const TIMELINE_PAGE_SIZE = 20;

export const timelinePhotoSchema = z.object({
  id: z.uuid(),
  /** The full image, re-encoded without EXIF or GPS. */
  url: z.string(),
  thumbnail_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type TimelinePhoto = z.infer<typeof timelinePhotoSchema>;

/**
 * A journal entry as signed-in readers and the write routes get it: with the audit field
 * `created_by`, the author's e-mail address.
 */
export const timelineEntrySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  date: z.string(),
  photos: z.array(timelinePhotoSchema),
  ...auditFields,
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

/**
 * A journal entry as anyone may read it, signed in or not (issue 23 M2): without `created_by`,
 * so the public journal never carries an author's e-mail address.
 */
export const publicTimelineEntrySchema = timelineEntrySchema.omit({ created_by: true });
export type PublicTimelineEntry = z.infer<typeof publicTimelineEntrySchema>;

/** GET /api/timeline/entries: the full shape for signed-in readers, the public one otherwise. */
export const timelineEntryListSchema = z.union([
  z.array(timelineEntrySchema),
  z.array(publicTimelineEntrySchema),
]);

export const timelineListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(TIMELINE_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
