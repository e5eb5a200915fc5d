import { Eye, Paperclip } from 'lucide-react';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { trashNotice } from '@/lib/undo-delete';
import { RECEIPT_ACCEPT, useReceiptActions } from '../hooks/use-receipt-actions';
import type { ExpenseRow } from '../lib/expense-draft';
import { TrashIcon, UploadIcon } from './row-icons';

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
  const { receipt, busy, view, upload, remove } = useReceiptActions(row);
  const input = useRef<HTMLInputElement>(null);
  const [confirming, setConfirming] = useState(false);

  if (row.isNew) {
    return <span className="text-xs text-muted-foreground">Save the row first</span>;
  }
  if (receipt) {
    return (
      <div className="flex items-center gap-0.5">
        <button
          type="button"
          className={iconButton}
          onClick={view}
          aria-label={`View receipt, ${rowLabel}`}
          title={receipt.file_name}
        >
          <Eye aria-hidden="true" className="size-4" />
        </button>
        <Paperclip aria-hidden="true" className="size-3.5 text-muted-foreground" />
        <span className="truncate text-xs text-muted-foreground" title={receipt.file_name}>
          {receipt.file_name}
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
          const target = event.target;
          const file = target.files?.[0];
          if (file) {
            void upload(file).finally(() => {
              target.value = '';
            });
          }
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
