import { asc, desc, eq, inArray, max } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { timelineEntries, timelinePhotos } from './schema.ts';

export type TimelineEntryRow = typeof timelineEntries.$inferSelect;
export type TimelinePhotoRow = typeof timelinePhotos.$inferSelect;

/** Newest first: by the entry's date, then by when it was written. */
export async function listEntryRows(db: Database, page: { limit: number; offset: number }) {
  return db
    .select()
    .from(timelineEntries)
    .orderBy(desc(timelineEntries.date), desc(timelineEntries.createdAt), desc(timelineEntries.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function findEntryRow(
  db: Database,
  id: string,
  options: { forUpdate?: boolean } = {},
) {
  const query = db.select().from(timelineEntries).where(eq(timelineEntries.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/** The photos of several entries in one query, in their order. */
export async function listPhotoRows(db: Database, entryIds: string[]) {
  if (!entryIds.length) return [];
  return db
    .select()
    .from(timelinePhotos)
    .where(inArray(timelinePhotos.entryId, entryIds))
    .orderBy(asc(timelinePhotos.position), asc(timelinePhotos.createdAt));
}

export async function insertEntryRow(db: Database, row: typeof timelineEntries.$inferInsert) {
  const [created] = await db.insert(timelineEntries).values(row).returning();
  return created!;
}

export async function updateEntryRow(
  db: Database,
  id: string,
  changes: Partial<typeof timelineEntries.$inferInsert>,
) {
  const [updated] = await db
    .update(timelineEntries)
    .set(changes)
    .where(eq(timelineEntries.id, id))
    .returning();
  return updated!;
}

export async function insertPhotoRows(db: Database, rows: (typeof timelinePhotos.$inferInsert)[]) {
  if (!rows.length) return [];
  return db.insert(timelinePhotos).values(rows).returning();
}

export async function nextPhotoPosition(db: Database, entryId: string): Promise<number> {
  const [row] = await db
    .select({ last: max(timelinePhotos.position) })
    .from(timelinePhotos)
    .where(eq(timelinePhotos.entryId, entryId));
  return (row?.last ?? -1) + 1;
}

/** The stored file id of one of a photo's two files (full or thumbnail), for the photo route. */
export async function findPhotoFileId(
  db: Database,
  photoId: string,
  variant: 'full' | 'thumbnail',
): Promise<string | undefined> {
  const column = variant === 'full' ? timelinePhotos.fileId : timelinePhotos.thumbnailFileId;
  const [row] = await db
    .select({ fileId: column })
    .from(timelinePhotos)
    .where(eq(timelinePhotos.id, photoId));
  return row?.fileId;
}
