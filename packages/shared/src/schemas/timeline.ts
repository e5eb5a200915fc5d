import { z } from 'zod';
import { localToday } from '../domain/calendar-days.ts';
import { lineText, multilineText } from './common.ts';
import { timelinePhotoSchema } from './timeline-entries.ts';

export * from './timeline-entries.ts';

/** Timeline constants. */
export const TIMELINE_PREVIEW_MAX_HEIGHT_PX = 200;
/** How many photos one request may add; the multipart limit of the server matches. */
export const MAX_PHOTOS_PER_UPLOAD = 10;

/** A calendar day, YYYY-MM-DD, that really exists. */
export const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-03-14.')
  // Read back by the Date parser, a day that does not exist (30 February) moves on: it must
  // come back as written. (Not date-fns' parseISO: it would add its parser to the landing page.)
  .refine((value) => {
    const day = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
  }, 'That date does not exist.');

/** Today's date where the user is, as YYYY-MM-DD (the form's maximum). */
export function todayIsoDate(now = new Date()): string {
  return localToday(now);
}

/**
 * The server accepts dates up to tomorrow in UTC: a family in a timezone ahead of UTC may
 * already be on the next day. Later than that is a date in the future anywhere.
 */
export function isNotInTheFuture(date: string, now = new Date()): boolean {
  // UTC+14 (Kiribati) is the earliest clock on Earth.
  const latest = new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
  return date <= latest;
}

const title = lineText(200).min(1, 'Title is required.');
const description = multilineText(5000).min(1, 'Description is required.');
/** The meta puts the real-calendar-day rule in the OpenAPI document (a refine is invisible). */
const entryDate = calendarDate
  .refine(isNotInTheFuture, 'The date cannot be later than today.')
  .meta({
    format: 'date',
    description: 'A calendar day that exists, no later than tomorrow in UTC',
  });

/** The text fields of a new entry (multipart fields title, description, date). */
export const createTimelineEntryFieldsSchema = z.object({
  title,
  description,
  date: entryDate,
});
export type TimelineEntryFields = z.input<typeof createTimelineEntryFieldsSchema>;

/** An update sends only the non-empty fields; empty ones keep their value. */
export const updateTimelineEntrySchema = z
  .object({
    title: title.optional(),
    description: description.optional(),
    date: entryDate.optional(),
  })
  .strict();
export type UpdateTimelineEntry = z.infer<typeof updateTimelineEntrySchema>;

export const timelinePhotosSchema = z.object({ photos: z.array(timelinePhotoSchema) });

export const timelineEntryParamsSchema = z.object({ id: z.uuid() });

/** A photo of an entry, named by its id or by its index in the entry's order. */
export const timelineEntryPhotoParamsSchema = timelineEntryParamsSchema.extend({
  photoId: z
    .string()
    .max(64)
    .describe("The photo's id, or its index in the entry (0 is the first)"),
});

/** A journal photo's file: the full picture or its thumbnail. */
export const timelinePhotoFileParamsSchema = z.object({
  photoId: z.uuid(),
  variant: z.enum(['full', 'thumbnail']),
});
