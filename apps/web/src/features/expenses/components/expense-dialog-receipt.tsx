import type { ExpenseRow } from '../lib/expense-draft';
import { ReceiptActions } from './receipt-actions';

/**
 * The dialog's receipt: saved the moment a file or photo is picked, apart from the form, since
 * a receipt is its own resource and never changes the expense's version.
 */
export function ReceiptSection({ stored }: { stored: ExpenseRow | null }) {
  return (
    <fieldset className="grid gap-2 rounded-lg border p-3">
      <legend className="px-1 text-sm font-medium">Receipt</legend>
      {stored ? (
        <ReceiptActions owner={stored} editable />
      ) : (
        <p className="text-xs text-muted-foreground">
          Save the expense first, then attach its receipt: a file or a photo.
        </p>
      )}
    </fieldset>
  );
}
