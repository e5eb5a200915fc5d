import { randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import { storedFileName } from '@hrt/shared/domain/file-names';
import { AppError } from '@hrt/shared/errors';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { type FileKind, fileKinds } from '../../storage/upload-policy.ts';
import { type Change, writeChange } from '../activity/write-change.ts';
import { assertAcceptableFileName } from './file-names.ts';
import { insertStoredFile, type StoredFile } from './repository.ts';

/** A file written to the store but not yet recorded by a row. */
export interface PendingFile {
  storageKey: string;
  contentType: string;
  sizeBytes: number;
  /** The name it is kept under: the client's, with the extension of the detected type. */
  originalName: string;
  /** The name exactly as the client sent it, for rules about names (insurance extensions). */
  clientName: string;
}

export interface MultipartUpload {
  fields: Record<string, string>;
  file: PendingFile | undefined;
}

/**
 * Reads a multipart request: text fields plus at most one file in `fileField`. The file is
 * checked (name, size, magic bytes against the accepted kinds and the declared type) and
 * written atomically; anything wrong throws a clear AppError and leaves nothing behind.
 */
export async function readMultipartUpload(
  ctx: AppContext,
  request: FastifyRequest,
  options: { fileField: string; kinds: readonly FileKind[]; folder: string },
): Promise<MultipartUpload> {
  let file: PendingFile | undefined;
  try {
    const fields = await readMultipartParts(request, async (part) => {
      if (part.fieldname !== options.fileField || file) {
        part.file.resume();
        throw new AppError('validation_failed', `Unexpected file field "${part.fieldname}".`);
      }
      file = await storeUploadedFile(ctx, part, options);
    });
    return { fields, file };
  } catch (error) {
    if (file) await ctx.fileStore.delete(file.storageKey);
    throw error;
  }
}

/**
 * Walks a multipart request in order: text fields are collected, each file part goes to
 * `onFile` (which reads or resumes its stream). Whatever fails comes out as the AppError the
 * client should see.
 */
export async function readMultipartParts(
  request: FastifyRequest,
  onFile: (part: MultipartFile) => Promise<void>,
): Promise<Record<string, string>> {
  assertMultipartRequest(request);
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      await onFile(part);
    }
  } catch (error) {
    throw toUploadError(error);
  }
  return fields;
}

async function storeUploadedFile(
  ctx: AppContext,
  part: MultipartFile,
  options: { kinds: readonly FileKind[]; folder: string },
): Promise<PendingFile> {
  try {
    assertAcceptableFileName(part.filename, part.fieldname);
  } catch (error) {
    part.file.resume();
    throw error;
  }
  const storageKey = `${options.folder}/${randomUUID()}`;
  const { sizeBytes, contentType } = await ctx.fileStore.put(storageKey, part.file, {
    maxBytes: ctx.config.maxUploadBytes,
  });
  try {
    if (part.file.truncated) throw tooLarge(ctx);
    if (sizeBytes === 0) throw new AppError('validation_failed', 'The file is empty.');
    const accepted = options.kinds.flatMap((kind) => fileKinds[kind] as readonly string[]);
    if (!contentType || !accepted.includes(contentType)) {
      throw new AppError(
        'unsupported_media_type',
        `This file is not an accepted type (${describeKinds(options.kinds)}).`,
      );
    }
    if (!declaredTypeMatches(part.mimetype, contentType)) {
      throw new AppError(
        'unsupported_media_type',
        `The file's contents (${contentType}) do not match its declared type (${part.mimetype}).`,
      );
    }
    return {
      storageKey,
      contentType,
      sizeBytes,
      originalName: storedFileName(part.filename, contentType),
      clientName: part.filename,
    };
  } catch (error) {
    await ctx.fileStore.delete(storageKey);
    throw error;
  }
}

/**
 * Records a pending file and whatever row points at it in one transaction, through the write
 * path (so the change's activity is recorded with it). If the row cannot be written, the file
 * is removed again, so no orphan is left.
 */
export async function commitPendingFile<T>(
  ctx: Pick<AppContext, 'database' | 'fileStore'>,
  pending: PendingFile,
  createdBy: string,
  write: (tx: Database, file: StoredFile) => Promise<Change<T>>,
): Promise<T> {
  try {
    return await writeChange(ctx.database.db, createdBy, async (tx) => {
      const { storageKey, contentType, sizeBytes, originalName } = pending;
      const file = await insertStoredFile(tx, {
        storageKey,
        contentType,
        sizeBytes,
        originalName,
        createdBy,
      });
      return write(tx, file);
    });
  } catch (error) {
    await ctx.fileStore.delete(pending.storageKey);
    throw error;
  }
}

/** Discards a pending file when a request fails after the upload was read. */
export async function discardPendingFile(
  ctx: Pick<AppContext, 'fileStore'>,
  pending: PendingFile | undefined,
) {
  if (pending) await ctx.fileStore.delete(pending.storageKey);
}

/** A generic declared type (octet-stream) is fine; a specific one must agree with the bytes. */
function declaredTypeMatches(declared: string, detected: string): boolean {
  const normalised = declared.toLowerCase().split(';')[0]!.trim();
  if (!normalised || normalised === 'application/octet-stream') return true;
  if (normalised === detected) return true;
  if (normalised === 'image/jpg' && detected === 'image/jpeg') return true;
  // Browsers declare .xml files as text/xml; the bytes say application/xml.
  if (normalised === 'text/xml' && detected === 'application/xml') return true;
  // Word documents are zip or compound files underneath.
  const wordTypes = fileKinds.office as readonly string[];
  return wordTypes.includes(normalised) && wordTypes.includes(detected);
}

function describeKinds(kinds: readonly FileKind[]): string {
  const names: Record<FileKind, string> = {
    image: 'images',
    pdf: 'PDF',
    office: 'Word documents',
    xml: 'e-invoice XML',
  };
  return kinds.map((kind) => names[kind]).join(', ');
}

function tooLarge(ctx: AppContext) {
  return new AppError(
    'payload_too_large',
    `The file is larger than ${Math.round(ctx.config.maxUploadBytes / 1024 / 1024)} MB.`,
  );
}

function toUploadError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError('payload_too_large', 'The file is larger than the server accepts.');
  }
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError('payload_too_large', 'The upload has too many parts.');
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return new AppError('unsupported_media_type', 'Send this request as multipart/form-data.');
  }
  if (isBrokenMultipart(error, code)) return malformedUpload();
  return error;
}

/**
 * A multipart request with a usable boundary (1 to 70 characters, RFC 2046): one without is
 * refused before the parser sees it (an empty one would otherwise read as an empty form).
 */
function assertMultipartRequest(request: FastifyRequest): void {
  if (!request.isMultipart()) {
    throw new AppError('unsupported_media_type', 'Send this request as multipart/form-data.');
  }
  const match = /;\s*boundary=(?:"([^"]*)"|([^;\s]*))/i.exec(request.headers['content-type'] ?? '');
  const boundary = match?.[1] ?? match?.[2] ?? '';
  if (boundary.length < 1 || boundary.length > 70) throw malformedUpload();
}

function malformedUpload() {
  return new AppError('validation_failed', 'The upload is incomplete or malformed.');
}

/** What the multipart parser (busboy) says about a body it cannot read. */
const brokenMultipartMessages = [
  /^Multipart: Boundary not found$/,
  /^Boundary required$/,
  /^The needle cannot/, // a boundary that is empty or longer than 256 characters
  /^Unexpected end of multipart data$/,
  /terminated early due to unexpected end of multipart data$/,
];

/**
 * The parser reports a body it cannot read with a plain Error (or TypeError) and no code: no
 * boundary, a body that ends before its closing boundary, a boundary it cannot search for.
 * Those are the client's fault (400). Storage failures carry a system code or a class of
 * their own, so they stay server errors.
 */
function isBrokenMultipart(error: unknown, code: string | undefined): boolean {
  if (!(error instanceof Error) || code !== undefined) return false;
  if (error.constructor !== Error && error.constructor !== TypeError) return false;
  return brokenMultipartMessages.some((pattern) => pattern.test(error.message));
}
