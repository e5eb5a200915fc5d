import { AppError } from '@hrt/shared/errors';
import {
  type ComponentDocument,
  createDocumentFieldsSchema,
  DOCUMENT_UPLOAD_MESSAGE,
} from '@hrt/shared/schemas/documents';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import type { Principal } from '../../http/access.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { findComponentRow } from '../build-components/repository.ts';
import { deleteStoredFileRow } from '../files/repository.ts';
import { signFileUrl } from '../files/signed-urls.ts';
import { commitPendingFile, discardPendingFile, readMultipartUpload } from '../files/uploads.ts';
import {
  type DocumentWithFile,
  deleteDocumentRow,
  findDocumentRow,
  insertDocumentRow,
  listDocumentRows,
} from './repository.ts';

export function toComponentDocument({ document, file }: DocumentWithFile): ComponentDocument {
  return {
    id: document.id,
    component_id: document.componentId,
    name: document.name,
    filename: file.originalName,
    content_type: file.contentType,
    size_bytes: file.sizeBytes,
    uploaded_by: document.createdBy,
    uploaded_at: document.createdAt.toISOString(),
  };
}

export async function listDocuments(
  db: Database,
  componentId?: string,
): Promise<ComponentDocument[]> {
  return (await listDocumentRows(db, componentId)).map(toComponentDocument);
}

/** Stores a document of a component: PDF, images or Word files, checked by magic bytes. */
export async function uploadDocument(
  ctx: AppContext,
  principal: Principal,
  request: FastifyRequest,
): Promise<ComponentDocument> {
  const upload = await readMultipartUpload(ctx, request, {
    fileField: 'file',
    kinds: ['pdf', 'image', 'office'],
    folder: 'documents',
  });
  const pending = upload.file;
  try {
    if (!pending || !upload.fields.name?.trim()) {
      throw new AppError('validation_failed', DOCUMENT_UPLOAD_MESSAGE);
    }
    const parsed = createDocumentFieldsSchema.safeParse(upload.fields);
    if (!parsed.success) {
      const errors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path.join('.') || '(root)';
        errors[field] = [...(errors[field] ?? []), issue.message];
      }
      const [field, messages] = Object.entries(errors)[0]!;
      throw new AppError('validation_failed', `${field}: ${messages[0]}`, errors);
    }
    const fields = parsed.data;
    return await commitPendingFile(ctx, pending, principal.email, async (tx, file) => {
      if (!(await findComponentRow(tx, fields.component_id))) {
        const message = 'The chosen component does not exist. Reload and choose another.';
        throw new AppError('validation_failed', message, { component_id: [message] });
      }
      const now = new Date();
      const document = await insertDocumentRow(tx, {
        componentId: fields.component_id,
        name: fields.name,
        fileId: file.id,
        createdAt: now,
        updatedAt: now,
        createdBy: principal.email,
      });
      await recordActivity(tx, {
        actorEmail: principal.email,
        action: 'created',
        resourceType: 'document',
        resourceName: document.name,
      });
      return toComponentDocument({ document, file });
    });
  } catch (error) {
    await discardPendingFile(ctx, pending);
    throw error;
  }
}

export async function getDocumentUrl(ctx: AppContext, id: string): Promise<{ url: string }> {
  const row = await findDocumentRow(ctx.database.db, id);
  if (!row) throw documentNotFound();
  return { url: signFileUrl(ctx.signingSecret, row.file.id) };
}

export async function deleteDocument(
  ctx: AppContext,
  principal: Principal,
  id: string,
): Promise<void> {
  const key = await ctx.database.db.transaction(async (rawTx) => {
    const tx = rawTx as unknown as Database;
    const row = await findDocumentRow(tx, id, { forUpdate: true });
    if (!row) throw documentNotFound();
    await deleteDocumentRow(tx, id);
    await deleteStoredFileRow(tx, row.file.id);
    await recordActivity(tx, {
      actorEmail: principal.email,
      action: 'deleted',
      resourceType: 'document',
      resourceName: row.document.name,
    });
    return row.file.storageKey;
  });
  await ctx.fileStore.delete(key);
}

function documentNotFound() {
  return new AppError('not_found', 'No document with this id was found.');
}
