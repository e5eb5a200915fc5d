import type { Readable } from 'node:stream';
import { AppError } from '@hrt/shared/errors';
import { can, isTrade } from '@hrt/shared/roles';
import type { ActivityAction } from '@hrt/shared/schemas/notifications';
import {
  createTimelineEntryFieldsSchema,
  type PublicTimelineEntry,
  type TimelineEntry,
  type TimelinePhoto,
  type UpdateTimelineEntry,
} from '@hrt/shared/schemas/timeline';
import type { TrashEntry } from '@hrt/shared/schemas/trash';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import type { Principal } from '../../http/access.ts';
import { validationError } from '../../http/validation-error.ts';
import { type ActivityRecord, writeChange } from '../activity/write-change.ts';
import { type PhotoUpload, type StoredPhoto, storePhotos } from '../files/photo-uploads.ts';
import { moveToTrash } from '../trash/service.ts';
import { findPhotoFile } from './photo-files.ts';
import { toEntry, toPublicEntry } from './presenter.ts';
import {
  findEntryRow,
  insertEntryRow,
  insertPhotoRows,
  listEntryRows,
  listPhotoRows,
  nextPhotoPosition,
  type TimelineEntryRow,
  updateEntryRow,
} from './repository.ts';

/** What the journal's services use of the app context. */
export type TimelineDeps = Pick<AppContext, 'database' | 'fileStore' | 'trashHooks'>;

/**
 * A page of entries with their photos: two queries whatever the page size. Only a signed-in
 * (allowlisted) reader gets the author's e-mail; anyone else (no principal: the journal is
 * public) gets the public shape (M2).
 */
export async function listEntries(
  deps: Pick<TimelineDeps, 'database'>,
  principal: Principal | null,
  page: { limit: number; offset: number },
): Promise<TimelineEntry[] | PublicTimelineEntry[]> {
  const { db } = deps.database;
  const rows = await listEntryRows(db, page);
  const photos = await listPhotoRows(
    db,
    rows.map((row) => row.id),
  );
  const entries = rows.map((row) =>
    toEntry(
      row,
      photos.filter((photo) => photo.entryId === row.id),
    ),
  );
  return principal ? entries : entries.map(toPublicEntry);
}

async function readEntry(db: Database, id: string): Promise<TimelineEntry> {
  const row = await findEntryRow(db, id);
  if (!row) throw entryNotFound();
  return toEntry(row, await listPhotoRows(db, [id]));
}

export async function createEntry(
  deps: Pick<TimelineDeps, 'database' | 'fileStore'>,
  principal: Principal,
  upload: PhotoUpload,
): Promise<TimelineEntry> {
  const parsed = createTimelineEntryFieldsSchema.safeParse(upload.fields);
  if (!parsed.success) throw validationError(parsed.error);
  const fields = parsed.data;
  const id = await storePhotos(deps, upload.photos, principal.email, async (tx, stored) => {
    const now = new Date();
    const entry = await insertEntryRow(tx, {
      ...fields,
      createdAt: now,
      updatedAt: now,
      createdBy: principal.email,
    });
    await insertPhotoRows(tx, toPhotoRows(entry.id, 0, stored, principal.email));
    return { result: entry.id, activity: entryActivity('created', entry) };
  });
  return readEntry(deps.database.db, id);
}

export async function updateEntry(
  deps: Pick<TimelineDeps, 'database'>,
  principal: Principal,
  { id, changes }: { id: string; changes: UpdateTimelineEntry },
): Promise<TimelineEntry> {
  await writeChange(deps.database.db, principal.email, async (tx) => {
    const current = await findEntryRow(tx, id, { forUpdate: true });
    if (!current) throw entryNotFound();
    const updated = await updateEntryRow(tx, id, {
      ...changes,
      updatedAt: new Date(Math.max(Date.now(), current.updatedAt.getTime() + 1)),
    });
    return { result: updated, activity: entryActivity('updated', updated) };
  });
  return readEntry(deps.database.db, id);
}

/** Moves an entry and its photos (with their files) to the trash. */
export async function deleteEntry(
  deps: Pick<TimelineDeps, 'database' | 'trashHooks'>,
  principal: Principal,
  id: string,
): Promise<TrashEntry> {
  return writeChange(deps.database.db, principal.email, async (tx) => {
    const current = await findEntryRow(tx, id, { forUpdate: true });
    if (!current) throw entryNotFound();
    const activity = entryActivity('deleted', current);
    const entry = await moveToTrash({ tx, trashHooks: deps.trashHooks }, principal, {
      resourceType: 'timeline_entry',
      id,
      name: current.title,
      restoreRule: { capability: 'content.edit' },
      activity,
    });
    return { result: entry, activity };
  });
}

/**
 * Who may add to the journal (decision 065): content editors, and trades, which add their own
 * entries. Checked before an upload is read.
 */
export function assertMayAddEntries(principal: Principal): void {
  if (!isTrade(principal.role) && !can(principal.role, 'content.edit')) throw forbidden();
}

/**
 * Who may add photos to this entry: content editors to any, a trade only to an entry it
 * created. Checked before the upload is read, and again on the locked row.
 */
export async function assertMayAddPhotos(
  deps: Pick<TimelineDeps, 'database'>,
  principal: Principal,
  id: string,
): Promise<void> {
  assertMayAddEntries(principal);
  const entry = await findEntryRow(deps.database.db, id);
  if (!entry) throw entryNotFound();
  assertMayAddPhotosTo(principal, entry);
}

function assertMayAddPhotosTo(principal: Principal, entry: TimelineEntryRow): void {
  if (isTrade(principal.role) && entry.createdBy !== principal.email) {
    throw new AppError('forbidden', 'A trade may add photos only to its own entries.');
  }
}

function forbidden() {
  return new AppError('forbidden', 'Your role does not allow this action.');
}

export async function addPhotos(
  deps: Pick<TimelineDeps, 'database' | 'fileStore'>,
  principal: Principal,
  { id, upload }: { id: string; upload: PhotoUpload },
): Promise<{ photos: TimelinePhoto[] }> {
  if (!upload.photos.length) {
    throw new AppError('validation_failed', 'Choose at least one photo to add.', {
      photos: ['Choose at least one photo to add.'],
    });
  }
  await storePhotos(deps, upload.photos, principal.email, async (tx, stored) => {
    const entry = await findEntryRow(tx, id, { forUpdate: true });
    if (!entry) throw entryNotFound();
    assertMayAddPhotosTo(principal, entry);
    const start = await nextPhotoPosition(tx, id);
    await insertPhotoRows(tx, toPhotoRows(id, start, stored, principal.email));
    await updateEntryRow(tx, id, { updatedAt: new Date() });
    return { result: undefined, activity: entryActivity('updated', entry) };
  });
  return { photos: (await readEntry(deps.database.db, id)).photos };
}

/** Deletes one photo, named by its id or by its index in the entry's order. */
export async function deletePhoto(
  deps: Pick<TimelineDeps, 'database' | 'trashHooks'>,
  principal: Principal,
  { id, photo: idOrIndex }: { id: string; photo: string },
): Promise<TrashEntry> {
  return writeChange(deps.database.db, principal.email, async (tx) => {
    const entry = await findEntryRow(tx, id, { forUpdate: true });
    if (!entry) throw entryNotFound();
    const photos = await listPhotoRows(tx, [id]);
    const photo = /^\d{1,6}$/.test(idOrIndex)
      ? photos[Number(idOrIndex)]
      : photos.find((candidate) => candidate.id === idOrIndex);
    if (!photo) throw new AppError('not_found', 'This entry has no such photo.');
    const activity = entryActivity('updated', entry);
    const trashed = await moveToTrash({ tx, trashHooks: deps.trashHooks }, principal, {
      resourceType: 'timeline_photo',
      id: photo.id,
      name: `Photo ${photos.indexOf(photo) + 1} of ${entry.title}`,
      restoreRule: { capability: 'content.edit' },
      activity,
    });
    await updateEntryRow(tx, id, { updatedAt: new Date() });
    return { result: trashed, activity };
  });
}

/** A journal photo's file (full or thumbnail) for anyone: the journal is public. */
export async function openPhoto(
  deps: Pick<TimelineDeps, 'database' | 'fileStore'>,
  { photoId, variant }: { photoId: string; variant: 'full' | 'thumbnail' },
): Promise<{ stream: Readable; sizeBytes: number }> {
  const file = await findPhotoFile(deps.database.db, photoId, variant);
  if (!file) throw new AppError('not_found', 'This photo no longer exists.');
  return { stream: await deps.fileStore.open(file.storageKey), sizeBytes: file.sizeBytes };
}

function toPhotoRows(entryId: string, start: number, stored: StoredPhoto[], createdBy: string) {
  const now = new Date();
  return stored.map(({ photo, file, thumbnailFile }, index) => ({
    entryId,
    position: start + index,
    fileId: file.id,
    thumbnailFileId: thumbnailFile.id,
    width: photo.width,
    height: photo.height,
    createdAt: now,
    updatedAt: now,
    createdBy,
  }));
}

function entryActivity(action: ActivityAction, entry: TimelineEntryRow): ActivityRecord {
  return { action, resourceType: 'timeline_entry', resourceName: entry.title };
}

function entryNotFound() {
  return new AppError('not_found', 'No timeline entry with this id was found.');
}
