import { date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { auditColumns, id } from '../../db/schema/columns.ts';
import { storedFiles } from '../files/schema.ts';

/** The public photo journal, 'The Journey'. */
export const timelineEntries = pgTable(
  'timeline_entries',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    ...auditColumns,
  },
  (table) => [index('timeline_entries_date_idx').on(table.date, table.createdAt)],
);

/**
 * A photo of an entry: the re-encoded full image and its thumbnail, both stored files. Photos
 * keep the order they were added in; `position` is that order.
 */
export const timelinePhotos = pgTable(
  'timeline_photos',
  {
    id: id(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => timelineEntries.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id),
    thumbnailFileId: uuid('thumbnail_file_id')
      .notNull()
      .references(() => storedFiles.id),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    ...auditColumns,
  },
  (table) => [index('timeline_photos_entry_idx').on(table.entryId, table.position)],
);
