import type { Readable } from 'node:stream';
import { AppError } from '@hrt/shared/errors';
import type { AppContext } from '../../app-context.ts';
import { isInlineSafe } from '../../storage/upload-policy.ts';
import { findStoredFile, type StoredFile } from './repository.ts';
import { SIGNED_URL_TTL_SECONDS, verifyFileSignature } from './signed-urls.ts';

/** Where the bytes of a signed download come from. */
export type SignedDownload =
  /** S3: straight from the bucket, through a presigned URL that answers with the right headers. */
  | { kind: 'redirect'; url: string }
  /** Local disk: streamed by this server. */
  | { kind: 'stream'; file: StoredFile; disposition: 'inline' | 'attachment'; stream: Readable };

/** Checks a download link's signature and opens the file it names. */
export async function openSignedDownload(
  ctx: AppContext,
  link: { fileId: string; expires: number; signature: string },
): Promise<SignedDownload> {
  if (!verifyFileSignature(ctx.signingSecret, link.fileId, link.expires, link.signature)) {
    throw new AppError('forbidden', 'This download link is invalid or has expired.');
  }
  const file = await findStoredFile(ctx.database.db, link.fileId);
  if (!file) throw new AppError('not_found', 'The file no longer exists.');
  const disposition = isInlineSafe(file.contentType) ? 'inline' : 'attachment';
  const url = await ctx.fileStore.signedDownloadUrl(file.storageKey, {
    fileName: file.originalName,
    contentType: file.contentType,
    disposition,
    expiresInSeconds: SIGNED_URL_TTL_SECONDS,
  });
  if (url) return { kind: 'redirect', url };
  return { kind: 'stream', file, disposition, stream: await ctx.fileStore.open(file.storageKey) };
}
