import { Camera, Eye, FileUp, Paperclip } from 'lucide-react';
import { type InputEvent, type ReactNode, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { cn } from '@/lib/cn';
import { trashNotice } from '@/lib/undo-delete';
import { RECEIPT_ACCEPT, type ReceiptOwner, useReceiptActions } from '../hooks/use-receipt-actions';
import { TrashIcon } from './row-icons';

const action =
  'inline-flex h-10 cursor-pointer items-center gap-1.5 rounded-md border bg-card px-3 text-sm font-medium hover:bg-accent focus-within:ring-2 focus-within:ring-ring has-[:disabled]:cursor-default has-[:disabled]:opacity-50 disabled:opacity-50';

/**
 * A phone card's and the expense dialog's receipt: its name, View, a file or a photo to attach
 * or replace it, and Remove (to the trash, with Undo). `rowLabel` (', row 3') tells the
 * controls of one card from the next to a screen reader, named as in the grid's receipt cell.
 */
export function ReceiptActions({
  owner,
  editable,
  rowLabel = '',
}: {
  owner: ReceiptOwner;
  editable: boolean;
  rowLabel?: string;
}) {
  const { receipt, busy, view, upload, remove } = useReceiptActions(owner);
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="grid gap-2">
      <p className="flex min-w-0 items-center gap-1.5 text-sm">
        <Paperclip aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        <span className={cn('truncate', !receipt && 'text-muted-foreground')}>
          {busy ? 'Working on the receipt...' : (receipt?.file_name ?? 'No receipt')}
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        {receipt && (
          <button
            type="button"
            className={action}
            onClick={view}
            aria-label={`View receipt${rowLabel}`}
          >
            <Eye aria-hidden="true" className="size-4" /> View
          </button>
        )}
        {editable && (
          <>
            <FilePick
              busy={busy}
              onFile={upload}
              icon={<FileUp aria-hidden="true" className="size-4" />}
              name={`${receipt ? 'Replace receipt' : 'Choose file'}${rowLabel}`}
            >
              {receipt ? 'Replace' : 'Choose file'}
            </FilePick>
            <FilePick
              busy={busy}
              onFile={upload}
              camera
              icon={<Camera aria-hidden="true" className="size-4" />}
              name={`Take photo${rowLabel}`}
            >
              Take photo
            </FilePick>
          </>
        )}
        {editable && receipt && (
          <button
            type="button"
            className={cn(action, 'text-destructive hover:bg-destructive-soft')}
            disabled={busy}
            onClick={() => setConfirming(true)}
            aria-label={`Remove receipt${rowLabel}`}
          >
            <TrashIcon className="size-4" /> Remove
          </button>
        )}
      </div>
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
    </div>
  );
}

/**
 * A file input dressed as a button. With `camera`, a phone opens its camera straight away.
 * A receipt is saved the moment it is picked, so picking one is no unsaved change of a form
 * around it (the dialog would otherwise ask to discard it).
 */
function FilePick({
  busy,
  camera = false,
  icon,
  name,
  children,
  onFile,
}: {
  busy: boolean;
  camera?: boolean;
  icon: ReactNode;
  /** The input's accessible name: the visible words, and which card it is on. */
  name: string;
  children: ReactNode;
  onFile: (file: File) => Promise<void>;
}) {
  return (
    <label className={action}>
      {icon} {children}
      <input
        type="file"
        className="sr-only"
        accept={RECEIPT_ACCEPT}
        capture={camera ? 'environment' : undefined}
        disabled={busy}
        aria-label={name}
        onInput={(event: InputEvent<HTMLInputElement>) => event.stopPropagation()}
        onChange={(event) => {
          const target = event.target;
          const file = target.files?.[0];
          if (!file) return;
          void onFile(file).finally(() => {
            target.value = '';
          });
        }}
      />
    </label>
  );
}
