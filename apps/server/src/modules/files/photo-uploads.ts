import { randomUUID } from 'node:crypto';
import { AppError } from '@hrt/shared/errors';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { type Change, writeChange } from '../activity/write-change.ts';
import { assertAcceptableFileName } from './file-names.ts';
import { insertStoredFile, type StoredFile } from './repository.ts';
import { readMultipartParts } from './uploads.ts';

/** Photos are decoded and re-encoded, so only formats the image library reads are taken. */
const DECODABLE_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];
const FULL_SIZE_PX = 2048;
const THUMBNAIL_SIZE_PX = 320;

/** A photo read from a request, checked by its bytes and re-encoded without any metadata. */
export interface ProcessedPhoto {
  originalName: string;
  full: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

export interface PhotoUpload {
  fields: Record<string, string>;
  photos: ProcessedPhoto[];
}

/**
 * Reads a multipart request with text fields and any number (up to `maxPhotos`) of photos in
 * `field`. Each photo must be a raster image by its bytes; it is re-encoded as JPEG, which
 * drops EXIF, GPS and any other metadata, so the public journal never leaks where a photo
 * was taken. Nothing is stored here: `storePhotos` does that once the caller has validated.
 */
export async function readPhotoUpload(
  request: FastifyRequest,
  options: { field: string; maxPhotos: number },
): Promise<PhotoUpload> {
  const photos: ProcessedPhoto[] = [];
  const fields = await readMultipartParts(request, async (part) => {
    if (part.fieldname !== options.field) {
      part.file.resume();
      throw new AppError('validation_failed', `Unexpected file field "${part.fieldname}".`);
    }
    if (photos.length >= options.maxPhotos) {
      part.file.resume();
      throw new AppError('payload_too_large', `Add at most ${options.maxPhotos} photos at once.`);
    }
    try {
      assertAcceptableFileName(part.filename, part.fieldname);
    } catch (error) {
      part.file.resume();
      throw error;
    }
    const data = await part.toBuffer();
    photos.push(await processPhoto(part.filename, data));
  });
  return { fields, photos };
}

async function processPhoto(originalName: string, data: Buffer): Promise<ProcessedPhoto> {
  if (data.length === 0) throw new AppError('validation_failed', `${originalName} is empty.`);
  const detected = (await fileTypeFromBuffer(data))?.mime;
  if (!detected || !DECODABLE_PHOTO_TYPES.includes(detected)) {
    throw new AppError(
      'unsupported_media_type',
      `${originalName} is not a photo (JPEG, PNG, WebP, GIF or AVIF).`,
    );
  }
  try {
    // rotate() applies the EXIF orientation before the metadata is dropped.
    // Loaded on the first photo, not at start: about 23 MB resident (decision 041).
    const { default: sharp } = await import('sharp');
    const source = sharp(data, { failOn: 'error', limitInputPixels: 100_000_000 }).rotate();
    const full = await source
      .clone()
      .resize(FULL_SIZE_PX, FULL_SIZE_PX, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    const thumbnail = await source
      .clone()
      .resize(THUMBNAIL_SIZE_PX, THUMBNAIL_SIZE_PX, { fit: 'cover' })
      .jpeg({ quality: 75 })
      .toBuffer();
    return {
      originalName,
      full: full.data,
      thumbnail,
      width: full.info.width,
      height: full.info.height,
    };
  } catch {
    throw new AppError('unsupported_media_type', `${originalName} could not be read as a photo.`);
  }
}

export interface StoredPhoto {
  photo: ProcessedPhoto;
  file: StoredFile;
  thumbnailFile: StoredFile;
}

/**
 * Writes the photos to the file store, then records them and whatever rows point at them in
 * one transaction, through the write path (with the change's activity). If the rows cannot be written, the files are removed again.
 */
export async function storePhotos<T>(
  ctx: Pick<AppContext, 'database' | 'fileStore'>,
  photos: ProcessedPhoto[],
  createdBy: string,
  write: (tx: Database, stored: StoredPhoto[]) => Promise<Change<T>>,
): Promise<T> {
  const keys: string[] = [];
  try {
    const written: { photo: ProcessedPhoto; fullKey: string; thumbKey: string }[] = [];
    for (const photo of photos) {
      const fullKey = `photos/${randomUUID()}`;
      const thumbKey = `photos/${randomUUID()}`;
      keys.push(fullKey, thumbKey);
      await ctx.fileStore.put(fullKey, photo.full);
      await ctx.fileStore.put(thumbKey, photo.thumbnail);
      written.push({ photo, fullKey, thumbKey });
    }
    return await writeChange(ctx.database.db, createdBy, async (tx) => {
      const stored: StoredPhoto[] = [];
      for (const { photo, fullKey, thumbKey } of written) {
        const base = { contentType: 'image/jpeg', originalName: jpegName(photo.originalName) };
        const file = await insertStoredFile(tx, {
          ...base,
          storageKey: fullKey,
          sizeBytes: photo.full.length,
          createdBy,
        });
        const thumbnailFile = await insertStoredFile(tx, {
          ...base,
          storageKey: thumbKey,
          sizeBytes: photo.thumbnail.length,
          createdBy,
        });
        stored.push({ photo, file, thumbnailFile });
      }
      return write(tx, stored);
    });
  } catch (error) {
    await Promise.all(keys.map((key) => ctx.fileStore.delete(key).catch(() => {})));
    throw error;
  }
}

/** The stored photo is a JPEG whatever it was sent as, and its name says so. */
function jpegName(name: string): string {
  return `${name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;
}
