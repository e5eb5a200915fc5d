import { AppError } from '@hrt/shared/errors';
import { canEditComponentDocuments } from '@hrt/shared/policies';
import { can, isTrade } from '@hrt/shared/roles';
import type { ComponentType } from '@hrt/shared/schemas/build-components';
import {
  type ComponentDocument,
  createDocumentFieldsSchema,
  DOCUMENT_UPLOAD_MESSAGE,
} from '@hrt/shared/schemas/documents';
import type { TrashEntry } from '@hrt/shared/schemas/trash';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { onMissingChoice } from '../../db/write-guards.ts';
import type { Principal } from '../../http/access.ts';
import { ownContactOf } from '../../http/trade-scope.ts';
import { validationError } from '../../http/validation-error.ts';
import { type ActivityRecord, writeChange } from '../activity/write-change.ts';
import { findComponent } from '../build-components/service.ts';
import { signFileUrl } from '../files/signed-urls.ts';
import { commitPendingFile, discardPendingFile, type MultipartUpload } from '../files/uploads.ts';
import { componentIdsOfContact } from '../trade-scope/work-components.ts';
import { moveToTrash } from '../trash/service.ts';
import { findDocumentWithFile, listDocumentsWithFiles } from './document-files.ts';
import { toComponentDocument } from './presenter.ts';
import { findDocumentIdsOf, insertDocumentRow } from './repository.ts';

/** What the documents' services use of the app context. */
export type DocumentDeps = Pick<
  AppContext,
  'database' | 'fileStore' | 'signingSecret' | 'trashHooks'
>;

/** A component's documents, or every one; a trade's: only of the components it works on. */
export async function listDocuments(
  deps: Pick<DocumentDeps, 'database'>,
  principal: Principal,
  query: { component_id?: string | undefined },
): Promise<ComponentDocument[]> {
  const rows = await listDocumentsWithFiles(deps.database.db, query.component_id);
  const own = await ownComponentsOf(deps, principal);
  return rows.filter((row) => !own || own.has(row.document.componentId)).map(toComponentDocument);
}

/** The components whose documents a trade reads and adds to; null: the household, every one. */
async function ownComponentsOf(
  deps: Pick<DocumentDeps, 'database'>,
  principal: Principal,
): Promise<Set<string> | null> {
  const contactId = ownContactOf(principal);
  return contactId === null ? null : componentIdsOfContact(deps, contactId);
}

/**
 * Refuses, before an upload is read, a household role that may not add documents at all: the
 * route is open to trades too (work.contribute), whose right depends on the component named
 * in the upload itself.
 */
export function assertMayUploadDocuments(principal: Principal): void {
  if (!isTrade(principal.role) && !can(principal.role, 'content.edit')) {
    throw new AppError('forbidden', 'Your role does not allow this action.');
  }
}

/** Stores a document of a component: PDF, images or Word files, checked by magic bytes. */
export async function uploadDocument(
  deps: Pick<DocumentDeps, 'database' | 'fileStore'>,
  principal: Principal,
  upload: MultipartUpload,
): Promise<ComponentDocument> {
  const pending = upload.file;
  try {
    if (!pending || !upload.fields.name?.trim()) {
      throw new AppError('validation_failed', DOCUMENT_UPLOAD_MESSAGE);
    }
    const parsed = createDocumentFieldsSchema.safeParse(upload.fields);
    if (!parsed.success) throw validationError(parsed.error);
    const fields = parsed.data;
    await assertMayAddTo(deps, principal, fields.component_id);
    return await commitPendingFile(deps, pending, principal.email, async (tx, file) => {
      const now = new Date();
      const document = await insertDocumentRow(tx, {
        componentId: fields.component_id,
        name: fields.name,
        fileId: file.id,
        createdAt: now,
        updatedAt: now,
        createdBy: principal.email,
        // The component is another module's row: its foreign key says whether it exists.
      }).catch(onMissingChoice('component', ['component_id']));
      return {
        result: toComponentDocument({ document, file }),
        // The id lets a trade hear of a document added to its own work.
        activity: {
          action: 'created',
          resourceType: 'document',
          resourceName: document.name,
          resourceId: document.id,
        },
      };
    });
  } catch (error) {
    await discardPendingFile(deps, pending);
    throw error;
  }
}

export async function getDocumentUrl(
  deps: Pick<DocumentDeps, 'database' | 'signingSecret'>,
  principal: Principal,
  id: string,
): Promise<{ url: string }> {
  const row = await findDocumentWithFile(deps.database.db, id);
  if (!row) throw documentNotFound();
  const own = await ownComponentsOf(deps, principal);
  // Another's document answers as if missing, so its id tells a trade nothing.
  if (own && !own.has(row.document.componentId)) throw documentNotFound();
  return { url: signFileUrl(deps.signingSecret, row.file.id) };
}

export async function deleteDocument(
  deps: Pick<DocumentDeps, 'database' | 'trashHooks'>,
  principal: Principal,
  id: string,
): Promise<TrashEntry> {
  return writeChange(deps.database.db, principal.email, async (tx) => {
    const row = await findDocumentWithFile(tx, id, { forUpdate: true });
    if (!row) throw documentNotFound();
    const type = await assertCanEditDocumentsOf(tx, principal, row.document.componentId);
    const activity: ActivityRecord = {
      action: 'deleted',
      resourceType: 'document',
      resourceName: row.document.name,
      resourceId: id,
    };
    const entry = await moveToTrash({ tx, trashHooks: deps.trashHooks }, principal, {
      resourceType: 'document',
      id,
      name: row.document.name,
      restoreRule: { capability: 'content.edit', ...(type ? { component_type: type } : {}) },
      activity,
    });
    return { result: entry, activity };
  });
}

/**
 * Who may add a document to this component: a trade only to one it works on (403 otherwise),
 * the household by the row rule below.
 */
async function assertMayAddTo(
  deps: Pick<DocumentDeps, 'database'>,
  principal: Principal,
  componentId: string,
): Promise<void> {
  const own = await ownComponentsOf(deps, principal);
  if (!own) {
    assertMayUploadDocuments(principal);
    await assertCanEditDocumentsOf(deps.database.db, principal, componentId);
  } else if (!own.has(componentId)) {
    throw new AppError('forbidden', 'A trade may add documents only to its own work.');
  }
}

/**
 * The row rule of documents (policies.ts): interior designers only on design items. A missing
 * component is left to the foreign key on insert (decision 011), which answers the same 400.
 */
async function assertCanEditDocumentsOf(
  db: Database,
  principal: Principal,
  componentId: string,
): Promise<ComponentType | undefined> {
  const component = await findComponent({ tx: db }, componentId);
  if (component && !canEditComponentDocuments(principal.role, component.type)) {
    throw new AppError(
      'forbidden',
      principal.role === 'interior_designer'
        ? 'Interior designers may only add or delete documents of design items.'
        : 'Your role does not allow this action.',
    );
  }
  return component?.type;
}

function documentNotFound() {
  return new AppError('not_found', 'No document with this id was found.');
}

/** The documents of these components: what a trade hears of (decision 065). */
export async function listDocumentIdsOf(
  deps: Pick<DocumentDeps, 'database'>,
  componentIds: Iterable<string>,
): Promise<string[]> {
  return findDocumentIdsOf(deps.database.db, [...componentIds]);
}
