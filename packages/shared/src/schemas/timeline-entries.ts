import { z } from 'zod/mini';
import { TIMELINE_PAGE_SIZE } from '../contracts/first-paths.ts';
import { auditFields } from './audit.ts';

/**
 * The journal as readers get it: the answer shapes of the public reads, apart from the rules
 * for writing entries (schemas/timeline.ts), so the home page's journal card checks its answer
 * without loading those. In zod's tree-shakable form (zod/mini): a visitor's landing page loads
 * only the parts of zod these use, not the whole library (decision 039).
 */
export { TIMELINE_PAGE_SIZE };

export const timelinePhotoSchema = z.object({
  id: z.uuid(),
  /** The full image, re-encoded without EXIF or GPS. */
  url: z.string(),
  thumbnail_url: z.string(),
  width: z.int(),
  height: z.int(),
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
 * A journal entry as anyone may read it, signed in or not (decision 019): without `created_by`,
 * so the public journal never carries an author's e-mail address.
 */
export const publicTimelineEntrySchema = z.omit(timelineEntrySchema, { created_by: true });
export type PublicTimelineEntry = z.infer<typeof publicTimelineEntrySchema>;

/** GET /api/timeline/entries: the full shape for signed-in readers, the public one otherwise. */
export const timelineEntryListSchema = z.union([
  z.array(timelineEntrySchema),
  z.array(publicTimelineEntrySchema),
]);

export const timelineListQuerySchema = z.object({
  limit: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)),
    TIMELINE_PAGE_SIZE,
  ),
  offset: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(1_000_000)), 0),
});
