import { createHash } from 'node:crypto';
import { AppError } from '@hrt/shared/errors';
import type { TrashEntry } from '@hrt/shared/schemas/trash';
import type { Principal } from '../../http/access.ts';
import { writeChange } from '../activity/write-change.ts';
import { forgetStoredFile } from '../files/service.ts';
import { signFileUrl } from '../files/signed-urls.ts';
import { commitPendingFile, type PendingFile } from '../files/uploads.ts';
import { moveToTrash } from '../trash/service.ts';
import { describeExpense } from './presenter.ts';
import { isOwnExpense } from './queries.ts';
import { findExpenseRow, updateExpenseRow } from './repository.ts';
import { checkWritableComponent, type ExpenseDeps, expenseActivity } from './service.ts';

/**
 * Refuses early, before an upload is read, when the expense or the right to edit it is missing.
 */
export async function assertCanAttachReceipt(
  deps: Pick<ExpenseDeps, 'database'>,
  principal: Principal,
  expenseId: string,
): Promise<void> {
  const seen = await findExpenseRow(deps.database.db, expenseId);
  if (!seen) throw expenseNotFound();
  await checkWritableComponent(deps, principal, seen.componentId);
}

/**
 * Attaches (or replaces) an expense's receipt: images or PDF, checked by magic bytes. The
 * receipt is its own resource, so attaching one does not change the expense's updated_at
 * (a pending inline edit of the same row still saves). A replaced file is removed after commit.
 */
export async function attachReceipt(
  deps: Pick<ExpenseDeps, 'database' | 'fileStore' | 'signingSecret'>,
  principal: Principal,
  { expenseId, file: upload }: { expenseId: string; file: PendingFile | undefined },
): Promise<{ receipt_url: string }> {
  if (!upload) {
    throw new AppError('validation_failed', 'Please select a file.', {
      file: ['Please select a file.'],
    });
  }
  // The fingerprint is the stored bytes' own, never one a client names: a second import of the
  // same document is recognised by it (see the extraction module's earlier expenses).
  const documentSha256 = await storedFileSha256(deps, upload.storageKey);
  const { fileId, oldKey } = await commitPendingFile(
    deps,
    upload,
    principal.email,
    async (tx, file) => {
      const current = await findExpenseRow(tx, expenseId, { forUpdate: true });
      if (!current) throw expenseNotFound();
      await checkWritableComponent({ tx }, principal, current.componentId);
      await updateExpenseRow(tx, expenseId, { receiptFileId: file.id, documentSha256 });
      const old = current.receiptFileId
        ? await forgetStoredFile({ tx }, current.receiptFileId)
        : undefined;
      return {
        result: { fileId: file.id, oldKey: old },
        activity: expenseActivity('updated', current),
      };
    },
  );
  if (oldKey) await deps.fileStore.delete(oldKey);
  return { receipt_url: signFileUrl(deps.signingSecret, fileId) };
}

/** SHA-256 (hex) of a stored file's bytes, read as a stream. */
async function storedFileSha256(
  deps: Pick<ExpenseDeps, 'fileStore'>,
  storageKey: string,
): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of await deps.fileStore.open(storageKey)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export async function getReceiptUrl(
  deps: Pick<ExpenseDeps, 'database' | 'signingSecret'>,
  principal: Principal,
  expenseId: string,
): Promise<{ receipt_url: string }> {
  const expense = await findExpenseRow(deps.database.db, expenseId);
  if (!expense || !isOwnExpense(principal, expense)) throw expenseNotFound();
  if (!expense.receiptFileId) throw noReceipt();
  return { receipt_url: signFileUrl(deps.signingSecret, expense.receiptFileId) };
}

export async function removeReceipt(
  deps: Pick<ExpenseDeps, 'database' | 'trashHooks'>,
  principal: Principal,
  expenseId: string,
): Promise<TrashEntry> {
  return writeChange(deps.database.db, principal.email, async (tx) => {
    const current = await findExpenseRow(tx, expenseId, { forUpdate: true });
    if (!current) throw expenseNotFound();
    const type = await checkWritableComponent({ tx }, principal, current.componentId);
    if (!current.receiptFileId) throw noReceipt();
    const activity = expenseActivity('updated', current);
    // The stored file goes to the trash; its foreign key clears the expense's link, which a
    // restore sets again.
    const entry = await moveToTrash({ tx, trashHooks: deps.trashHooks }, principal, {
      resourceType: 'receipt',
      id: current.receiptFileId,
      name: `Receipt of ${describeExpense(current)}`,
      restoreRule: { capability: 'money.edit', component_type: type },
      activity,
    });
    return { result: entry, activity };
  });
}

function expenseNotFound() {
  return new AppError('not_found', 'No expense with this id was found.');
}

function noReceipt() {
  return new AppError('not_found', 'This expense has no receipt.');
}
