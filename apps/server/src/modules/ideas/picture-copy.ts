import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Logger } from '../../http/logger.ts';
import { safeFetch } from '../../net/safe-fetch.ts';
import type { FileStore } from '../../storage/file-store.ts';

/** The long side of the kept copy: enough for a card, small enough to keep for every idea. */
const PICTURE_MAX_PX = 800;
/** A product picture bigger than this is not a product picture. */
const PICTURE_MAX_BYTES = 10 * 1024 * 1024;
/** A decompression bomb (a small file that decodes to gigapixels) stops here. */
const PICTURE_MAX_PIXELS = 50_000_000;
const PICTURE_FETCH_TIMEOUT_MS = 10_000;
export const PICTURE_FOLDER = 'idea-images';

export interface PictureCopier {
  fileStore: FileStore;
  /** Signs the links to kept pictures. */
  signingSecret: string;
  fetchAllowHosts: readonly string[];
  log?: Logger | undefined;
}

/**
 * Keeps the app's own copy of an idea's picture: fetched through the guarded client (the same
 * checks as the shop page: public addresses only, every redirect re-checked, bounded), decoded
 * and re-encoded as a JPEG of at most 800 px on the long side. Re-encoding drops EXIF and every
 * other piece of metadata (sharp keeps none unless asked), and anything that is not a picture
 * fails to decode. Answers the storage key, or null when the picture could not be kept: the
 * idea is saved all the same, with the shop's address of the picture.
 */
export async function keepPictureCopy(
  copier: PictureCopier,
  imageUrl: string,
): Promise<string | null> {
  try {
    const fetched = await safeFetch(imageUrl, {
      allowHosts: copier.fetchAllowHosts,
      maxBytes: PICTURE_MAX_BYTES,
      timeoutMs: PICTURE_FETCH_TIMEOUT_MS,
      accept: 'image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8',
      acceptContentType: (type) => type.startsWith('image/') && !type.startsWith('image/svg'),
    });
    if (fetched.status >= 400) throw new Error(`the picture answered HTTP ${fetched.status}`);
    // Loaded on the first picture, not at start: about 23 MB resident (decision 041).
    const { default: sharp } = await import('sharp');
    const jpeg = await sharp(fetched.body, {
      failOn: 'error',
      limitInputPixels: PICTURE_MAX_PIXELS,
    })
      // rotate() applies the EXIF orientation before the metadata is dropped.
      .rotate()
      .resize(PICTURE_MAX_PX, PICTURE_MAX_PX, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
    const key = `${PICTURE_FOLDER}/${randomUUID()}`;
    await copier.fileStore.put(key, jpeg);
    return key;
  } catch (error) {
    copier.log?.warn(
      { err: error instanceof Error ? error.message : String(error) },
      "an idea's picture could not be copied; the shop's address is kept",
    );
    return null;
  }
}

const DAY_SECONDS = 86_400;

/**
 * The app's own address of an idea's kept picture, signed for whoever was shown the idea (an
 * <img> sends no bearer token). It holds until the end of the next UTC day, so the address is
 * the same all day and the browser's cache keeps the picture.
 */
export function signedPictureUrl(secret: string, ideaId: string, now = Date.now()): string {
  const expires = (Math.floor(now / 1000 / DAY_SECONDS) + 2) * DAY_SECONDS;
  return `/api/ideas/${ideaId}/picture?expires=${expires}&signature=${sign(secret, ideaId, expires)}`;
}

export function verifyPictureSignature(
  secret: string,
  ideaId: string,
  expires: number,
  signature: string,
  now = Date.now(),
): boolean {
  if (expires * 1000 < now) return false;
  const expected = Buffer.from(sign(secret, ideaId, expires));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** A purpose of its own in the signed text: a file download's signature is no picture's. */
function sign(secret: string, ideaId: string, expires: number): string {
  return createHmac('sha256', secret)
    .update(`idea-picture:${ideaId}:${expires}`)
    .digest('base64url');
}
