import { AppError } from '@hrt/shared/errors';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import type { Principal } from '../../http/access.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { describeExpense } from '../expenses/mapping.ts';
import { findExpenseRow, updateExpenseRow } from '../expenses/repository.ts';
import { checkWritableComponent } from '../expenses/service.ts';
import { deleteStoredFileRow } from '../files/repository.ts';
import { signFileUrl } from '../files/signed-urls.ts';
import { commitPendingFile, readMultipartUpload } from '../files/uploads.ts';

/**
 * Attaches (or replaces) an expense's receipt: images or PDF, checked by magic bytes. The
 * receipt is its own resource, so attaching one does not change the expense's updated_at
 * (a pending inline edit of the same row still saves). A replaced file is removed after commit.
 */
export async function attachReceipt(
  ctx: AppContext,
  principal: Principal,
  expenseId: string,
  request: FastifyRequest,
): Promise<{ receipt_url: string }> {
  // Refuse early, before reading the upload, when the expense or the right is missing.
  const seen = await findExpenseRow(ctx.database.db, expenseId);
  if (!seen) throw expenseNotFound();
  await checkWritableComponent(ctx.database.db, principal, seen.componentId);

  const upload = await readMultipartUpload(ctx, request, {
    fileField: 'file',
    kinds: ['image', 'pdf'],
    folder: 'receipts',
  });
  if (!upload.file) {
    throw new AppError('validation_failed', 'Please select a file.', {
      file: ['Please select a file.'],
    });
  }
  const { fileId, oldKey } = await commitPendingFile(
    ctx,
    upload.file,
    principal.email,
    async (tx, file) => {
      const current = await findExpenseRow(tx, expenseId, { forUpdate: true });
      if (!current) throw expenseNotFound();
      await checkWritableComponent(tx, principal, current.componentId);
      await updateExpenseRow(tx, expenseId, { receiptFileId: file.id });
      const old = current.receiptFileId
        ? await deleteStoredFileRow(tx, current.receiptFileId)
        : undefined;
      await recordReceiptChange(tx, principal, current);
      return { fileId: file.id, oldKey: old?.storageKey };
    },
  );
  if (oldKey) await ctx.fileStore.delete(oldKey);
  return { receipt_url: signFileUrl(ctx.signingSecret, fileId) };
}

export async function getReceiptUrl(
  ctx: AppContext,
  expenseId: string,
): Promise<{ receipt_url: string }> {
  const expense = await findExpenseRow(ctx.database.db, expenseId);
  if (!expense) throw expenseNotFound();
  if (!expense.receiptFileId) throw noReceipt();
  return { receipt_url: signFileUrl(ctx.signingSecret, expense.receiptFileId) };
}

export async function removeReceipt(
  ctx: AppContext,
  principal: Principal,
  expenseId: string,
): Promise<void> {
  const key = await ctx.database.db.transaction(async (rawTx) => {
    const tx = rawTx as unknown as Database;
    const current = await findExpenseRow(tx, expenseId, { forUpdate: true });
    if (!current) throw expenseNotFound();
    await checkWritableComponent(tx, principal, current.componentId);
    if (!current.receiptFileId) throw noReceipt();
    await updateExpenseRow(tx, expenseId, { receiptFileId: null });
    const removed = await deleteStoredFileRow(tx, current.receiptFileId);
    await recordReceiptChange(tx, principal, current);
    return removed?.storageKey;
  });
  if (key) await ctx.fileStore.delete(key);
}

async function recordReceiptChange(
  tx: Database,
  principal: Principal,
  expense: { description: string; product: string; supplier: string },
) {
  await recordActivity(tx, {
    actorEmail: principal.email,
    action: 'updated',
    resourceType: 'expense',
    resourceName: describeExpense(expense),
  });
}

function expenseNotFound() {
  return new AppError('not_found', 'No expense with this id was found.');
}

function noReceipt() {
  return new AppError('not_found', 'This expense has no receipt.');
}
