import { Eye, Paperclip } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { trashNotice, useToastDeleted } from '@/lib/undo-delete';
import { useAttachReceipt } from '../api/attach-receipt';
import { useDeleteReceipt } from '../api/delete-receipt';
import { getReceiptUrl } from '../api/get-receipt-url';
import { useRefreshExpenses } from '../api/use-refresh-expenses';
import type { ExpenseRow } from '../lib/expense-draft';
import { TrashIcon, UploadIcon } from './row-icons';

const RECEIPT_ACCEPT = 'image/*,application/pdf';

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground disabled:opacity-50';

/** Upload (images or PDF), view through a signed URL in a new tab, and remove a receipt. */
export function ReceiptCell({
  row,
  rowLabel,
  editable,
}: {
  row: ExpenseRow;
  rowLabel: string;
  editable: boolean;
}) {
  const attach = useAttachReceipt();
  const detach = useDeleteReceipt();
  const refresh = useRefreshExpenses();
  const toastDeleted = useToastDeleted();
  const input = useRef<HTMLInputElement>(null);
  const [confirming, setConfirming] = useState(false);
  const busy = attach.isPending || detach.isPending;

  async function view() {
    try {
      window.open(await getReceiptUrl(row.id), '_blank', 'noopener');
    } catch {
      toast.error('Failed to load receipt.');
    }
  }

  async function upload(file: File) {
    try {
      await attach.mutateAsync({ id: row.id, file });
      toast.success('Receipt uploaded.');
    } catch {
      toast.error('Failed to upload file.');
    } finally {
      if (input.current) input.current.value = '';
    }
  }

  async function remove() {
    try {
      toastDeleted(await detach.mutateAsync(row.id), refresh);
    } catch {
      toast.error('Failed to delete file.');
    }
  }

  if (row.isNew) {
    return <span className="text-xs text-muted-foreground">Save the row first</span>;
  }
  if (row.receipt) {
    return (
      <div className="flex items-center gap-0.5">
        <button
          type="button"
          className={iconButton}
          onClick={view}
          aria-label={`View receipt, ${rowLabel}`}
          title={row.receipt.file_name}
        >
          <Eye aria-hidden="true" className="size-4" />
        </button>
        <Paperclip aria-hidden="true" className="size-3.5 text-muted-foreground" />
        <span className="truncate text-xs text-muted-foreground" title={row.receipt.file_name}>
          {row.receipt.file_name}
        </span>
        {editable && (
          <>
            <button
              type="button"
              className={iconButton}
              disabled={busy}
              onClick={() => setConfirming(true)}
              aria-label={`Remove receipt, ${rowLabel}`}
            >
              <TrashIcon className="size-4" />
            </button>
            {/* Mounted only when asked: thousands of rows scroll past without a dialog each. */}
            {confirming && (
              <ConfirmDialog
                open={confirming}
                onOpenChange={setConfirming}
                title="Remove this receipt?"
                description={trashNotice('The receipt')}
                confirmLabel="Remove"
                onConfirm={remove}
              />
            )}
          </>
        )}
      </div>
    );
  }
  if (!editable) return <span className="text-muted-foreground">-</span>;
  return (
    <>
      {/* Not rendered (the Upload button opens it): a laid-out file input in every row in view
          costs a search keystroke more style and layout than the rest of its cell. */}
      <input
        ref={input}
        type="file"
        accept={RECEIPT_ACCEPT}
        hidden
        tabIndex={-1}
        aria-label={`Receipt file, ${rowLabel}`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void upload(file);
        }}
      />
      <button
        type="button"
        className="inline-flex h-9 items-center gap-1.5 rounded-md border border-dashed px-2 text-xs text-muted-foreground hover:bg-accent hover:text-foreground disabled:opacity-50"
        disabled={busy}
        onClick={() => input.current?.click()}
        aria-label={`Upload receipt, ${rowLabel}`}
      >
        <UploadIcon className="size-3.5" />
        {busy ? 'Uploading...' : 'Upload'}
      </button>
    </>
  );
}
