import { formatCurrency } from '@hrt/shared/format';
import type { ExpenseListTotals } from '@hrt/shared/schemas/expense-list';
import { Download, Plus, Receipt, Save } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { downloadExpensesCsv } from '../api/export-expenses-csv';
import type { ExpenseEditor } from '../hooks/use-expense-editor';

/**
 * Add, Save Changes (with the count of unsaved rows), Export CSV (when there is something to
 * export) and the Selected Total.
 */
export function ExpenseToolbar({
  editor,
  canAdd,
  loading,
  onAdd,
  exportComponentId,
  canExport,
  selectionSize,
  selectedTotal,
  onClearSelection,
}: {
  editor: ExpenseEditor;
  canAdd: boolean;
  loading: boolean;
  onAdd: () => void;
  exportComponentId: string | undefined;
  /** Only a list with stored expenses offers the export: an empty CSV helps nobody. */
  canExport: boolean;
  selectionSize: number;
  selectedTotal: number;
  onClearSelection: () => void;
}) {
  const [exporting, setExporting] = useState(false);

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadExpensesCsv(exportComponentId);
    } catch (cause) {
      toast.error(errorMessage(cause, 'Failed to export expenses.'));
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      {canAdd && (
        <Button variant="outline" size="sm" onClick={onAdd} disabled={loading}>
          <Plus aria-hidden="true" /> Add Expense
        </Button>
      )}
      {editor.pendingCount > 0 && (
        <Button size="sm" onClick={() => void editor.save()} disabled={Boolean(editor.progress)}>
          <Save aria-hidden="true" /> Save Changes
          <span className="rounded bg-primary-foreground/20 px-1.5 text-xs tabular">
            {editor.pendingCount}
          </span>
        </Button>
      )}
      {canExport && (
        <Button variant="ghost" size="sm" onClick={exportCsv} disabled={exporting}>
          <Download aria-hidden="true" /> Export CSV
        </Button>
      )}
      <div className="ml-auto flex items-center gap-2 text-sm" aria-live="polite">
        {selectionSize > 0 && (
          <>
            <span className="text-muted-foreground">Selected Total</span>
            <output className="font-semibold tabular" aria-label="Selected Total">
              {formatCurrency(selectedTotal)}
            </output>
            <Button variant="ghost" size="sm" onClick={onClearSelection}>
              Clear
            </Button>
          </>
        )}
      </div>
    </div>
  );
}

/** A save refused because someone else changed the row first (409 stale_update). */
export function ConflictAlert({ editor }: { editor: ExpenseEditor }) {
  if (!editor.conflict) return null;
  return (
    <Alert
      kind="error"
      title="Someone else changed this expense"
      action={
        <Button size="sm" variant="outline" onClick={() => void editor.reloadConflict()}>
          Reload
        </Button>
      }
      onDismiss={editor.dismissConflict}
    >
      “{editor.conflict.label}” was changed by someone else after you loaded it, so your edit was
      not saved. Reload to see the latest version (your unsaved edit to that row is dropped), then
      make your change again.
    </Alert>
  );
}

/** The table's place while its rows (or its code) load. */
export function TableSkeleton() {
  return (
    <div className="grid gap-2" role="status">
      <span className="sr-only">Loading expenses...</span>
      {[0, 1, 2, 3].map((key) => (
        <Skeleton key={key} className="h-11 w-full" />
      ))}
    </div>
  );
}

export function NoExpenses({
  filtered,
  canAdd,
  onAdd,
}: {
  filtered: boolean;
  canAdd: boolean;
  onAdd: () => void;
}) {
  return (
    <EmptyState
      icon={Receipt}
      title={filtered ? 'No matching expenses' : 'No expenses yet'}
      description={
        filtered
          ? 'No expense matches your search or the month chosen.'
          : canAdd
            ? 'Add the first expense to start tracking costs.'
            : 'Expenses will appear here once they are added.'
      }
      action={
        canAdd && !filtered ? (
          <Button size="sm" onClick={onAdd}>
            <Plus aria-hidden="true" /> Add Expense
          </Button>
        ) : undefined
      }
    />
  );
}

/** The figures under the table: of every row of the list, or of the rows here. */
export function TableFigures({ totals }: { totals: ExpenseListTotals }) {
  return (
    <dl className="flex flex-wrap justify-end gap-x-6 gap-y-1 text-sm">
      <Figure label="Rows" value={String(totals.count)} />
      <Figure label="Total cost" value={formatCurrency(totals.total)} />
      <Figure label="VAT" value={formatCurrency(totals.vat_total)} />
      <Figure label="Paid" value={formatCurrency(totals.amount_paid)} />
      <Figure label="Amount due" value={formatCurrency(totals.unpaid_total)} />
    </dl>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex gap-2">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium tabular">{value}</dd>
    </div>
  );
}

export function SavingOverlay({ progress }: { progress: ExpenseEditor['progress'] }) {
  if (!progress) return null;
  return (
    <div
      role="status"
      className="absolute inset-0 z-20 flex items-center justify-center rounded-lg bg-background/70 backdrop-blur-[1px]"
    >
      <p className="rounded-md border bg-card px-4 py-2 font-medium shadow">
        Saving {progress.done} of {progress.total}...
      </p>
    </div>
  );
}
