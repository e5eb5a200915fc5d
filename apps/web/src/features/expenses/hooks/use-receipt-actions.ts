import type { Expense } from '@hrt/shared/schemas/expenses';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { useToastDeleted } from '@/lib/undo-delete';
import { useAttachReceipt } from '../api/attach-receipt';
import { useDeleteReceipt } from '../api/delete-receipt';
import { getReceiptUrl } from '../api/get-receipt-url';
import { useRefreshExpenses } from '../api/use-refresh-expenses';

/** What every receipt control needs of an expense. */
export interface ReceiptOwner {
  id: string;
  receipt: Expense['receipt'];
}

/** Images and PDFs, as the receipt upload accepts. */
export const RECEIPT_ACCEPT = 'image/*,application/pdf';

/**
 * Attach (or replace), view and remove one expense's receipt, the same in the grid's cell, on a
 * phone's card and in the dialog. The receipt shown follows the last answer at once: the
 * dialog's row is a snapshot that the refreshed list does not update.
 */
export function useReceiptActions(owner: ReceiptOwner) {
  const attach = useAttachReceipt();
  const detach = useDeleteReceipt();
  const refresh = useRefreshExpenses();
  const toastDeleted = useToastDeleted();
  const [receipt, setReceipt] = useState(owner.receipt);
  useEffect(() => setReceipt(owner.receipt), [owner.receipt]);

  async function view() {
    try {
      window.open(await getReceiptUrl(owner.id), '_blank', 'noopener');
    } catch {
      toast.error('Failed to load receipt.');
    }
  }

  async function upload(file: File) {
    try {
      await attach.mutateAsync({ id: owner.id, file });
      setReceipt({ file_name: file.name, content_type: file.type });
      toast.success('Receipt uploaded.');
    } catch {
      toast.error('Failed to upload file.');
    }
  }

  async function remove() {
    try {
      toastDeleted(await detach.mutateAsync(owner.id), refresh);
      setReceipt(null);
    } catch {
      toast.error('Failed to delete file.');
    }
  }

  return { receipt, busy: attach.isPending || detach.isPending, view, upload, remove };
}
