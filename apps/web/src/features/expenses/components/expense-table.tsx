import { sumPounds, totalExpenses } from '@hrt/shared/domain/money';
import type { BuildComponent } from '@hrt/shared/schemas/build-components';
import type { ExpenseListTotals } from '@hrt/shared/schemas/expense-list';
import { memo, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { ErrorState } from '@/components/ui/empty-state';
import { errorMessage } from '@/lib/api-client';
import { lazyComponent } from '@/lib/lazy-component';
import type { CreditAccountOption } from '@/lib/shared-queries/credit-accounts';
import { PHONE_QUERY, useMediaQuery } from '@/lib/use-media-query';
import type { ExpenseEditor } from '../hooks/use-expense-editor';
import type { ExpenseRow } from '../lib/expense-draft';
import { ExpenseCards } from './expense-cards';
import { type SelectableField, selectionKey } from './expense-columns';
import { DateViewControls, useDateView } from './expense-date-view';
import { ExpenseGrid } from './expense-grid';
import {
  ConflictAlert,
  ExpenseToolbar,
  NoExpenses,
  SavingOverlay,
  TableFigures,
  TableSkeleton,
} from './expense-table-parts';
import { type ListPaging, noPaging } from './use-load-more';

export interface ExpenseTableProps {
  editor: ExpenseEditor;
  /** The rows to show (already narrowed by tab or search). */
  rows: ExpenseRow[];
  /** More rows on the server: the table asks for them as it scrolls. */
  paging?: ListPaging;
  /**
   * The server's figures for every row of the list, shown while not every row is loaded;
   * null means the rows are the whole list, and the figures are added up here (unsaved edits
   * included).
   */
  totals?: ExpenseListTotals | null;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  components: BuildComponent[];
  accounts: CreditAccountOption[];
  showComponent?: boolean;
  canEditRow: (row: ExpenseRow) => boolean;
  /** Components a new expense may be added to; none = read-only table. */
  editableComponents: BuildComponent[];
  /** Add rows inline to this component; without it 'Add Expense' opens the dialog. */
  addComponentId?: string | undefined;
  exportComponentId?: string;
  filtered?: boolean;
  /** A new value opens the New Expense dialog (the phone layout's add button sends one). */
  newExpenseRequest?: string | undefined;
}

// The dialog (its form, payments and validation) loads when it first opens, not with the rows.
const ExpenseDialog = lazyComponent(() =>
  import('./expense-dialog').then((module) => module.ExpenseDialog),
);

/** What leaving a page with unsaved rows would lose. */
export function unsavedRowsText(count: number) {
  const rows = count === 1 ? '1 expense row has' : `${count} expense rows have`;
  return `${rows} changes that are not saved. Leave this page and they are lost; stay and press Save Changes to keep them.`;
}

/** Puts the focus in a row's box, when the row is drawn (it may be out of view). */
function focusCell(rowId: string, field: string) {
  const box = document.querySelector<HTMLElement>(
    `tr[data-row-id="${rowId}"] [data-field="${field}"]`,
  );
  box?.focus();
}

/** The figures picked for the 'Selected Total': a total cost or amount due per cell. */
function useSelection(rows: ExpenseRow[]) {
  const [selection, setSelection] = useState<Set<string>>(() => new Set());
  const selectedTotal = useMemo(() => {
    if (!selection.size) return 0;
    const values: number[] = [];
    for (const row of rows) {
      if (selection.has(selectionKey(row.id, 'total_cost'))) values.push(row.total_cost);
      if (selection.has(selectionKey(row.id, 'amount_due'))) values.push(row.amount_due);
    }
    return sumPounds(values);
  }, [rows, selection]);
  const toggle = useCallback((id: string, field: SelectableField) => {
    setSelection((current) => {
      const next = new Set(current);
      const key = selectionKey(id, field);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  }, []);
  const clear = useCallback(() => setSelection(new Set()), []);
  return { selection, selectedTotal, toggle, clear };
}

/** Memoised: a search keystroke re-renders the table only once the filtered rows change. */
export const ExpenseTable = memo(function ExpenseTable(props: ExpenseTableProps) {
  const { editor, rows, loading, error, onRetry, accounts, editableComponents } = props;
  const { addComponentId, filtered = false, newExpenseRequest } = props;
  const [dialogRow, setDialogRow] = useState<ExpenseRow | 'new' | null>(null);
  const canAdd = editableComponents.length > 0;
  useEffect(() => {
    if (newExpenseRequest && canAdd) setDialogRow('new');
  }, [newExpenseRequest, canAdd]);
  const isPhone = useMediaQuery(PHONE_QUERY);
  // Sorted by invoice date or narrowed to a month (decision 033), over the rows loaded.
  const dated = useDateView(rows, props.paging ?? noPaging);
  const shown = dated.rows;
  const selection = useSelection(shown);
  const serverTotals = dated.active ? null : (props.totals ?? null);
  const totals = useMemo(() => serverTotals ?? totalExpenses(shown), [serverTotals, shown]);
  // Stored expenses only: a row added but not saved yet is not in the server's CSV.
  const hasStored = (props.totals?.count ?? 0) > 0 || rows.some((row) => !row.isNew);

  function addExpense() {
    // On a phone a new expense is filled in the dialog; the table adds an inline row (first
    // in the list) and puts the focus in its description.
    if (addComponentId && !isPhone) {
      const id = editor.addRow(addComponentId);
      requestAnimationFrame(() => focusCell(id, 'description'));
    } else setDialogRow('new');
  }

  if (error) {
    return (
      <ErrorState message={errorMessage(error, 'Failed to load expenses.')} onRetry={onRetry} />
    );
  }

  return (
    <div className="relative grid grid-cols-1 gap-3">
      <ExpenseToolbar
        editor={editor}
        canAdd={canAdd}
        loading={loading}
        onAdd={addExpense}
        exportComponentId={props.exportComponentId}
        canExport={!loading && hasStored}
        selectionSize={selection.selection.size}
        selectedTotal={selection.selectedTotal}
        onClearSelection={selection.clear}
      />
      <ConflictAlert editor={editor} />
      {(rows.length > 0 || dated.active) && <DateViewControls view={dated} />}
      {loading ? (
        <TableSkeleton />
      ) : shown.length === 0 ? (
        <NoExpenses filtered={filtered || dated.active} canAdd={canAdd} onAdd={addExpense} />
      ) : (
        <>
          <ExpenseRows
            {...props}
            rows={shown}
            isPhone={isPhone}
            selection={selection.selection}
            onToggle={selection.toggle}
            onEdit={setDialogRow}
          />
          <TableFigures totals={totals} />
        </>
      )}
      <SavingOverlay progress={editor.progress} />
      {dialogRow && (
        <Suspense fallback={null}>
          <ExpenseDialog
            open
            onOpenChange={(open) => !open && setDialogRow(null)}
            row={dialogRow === 'new' ? null : dialogRow}
            saved={dialogRow === 'new' ? undefined : editor.pending[dialogRow.id]?.base}
            components={editableComponents}
            accounts={accounts}
            defaultComponentId={addComponentId}
            onSaved={(row) => {
              if (row) editor.discard(row.id);
              setDialogRow(null);
            }}
          />
        </Suspense>
      )}
    </div>
  );
});

/** The rows as cards on a phone, as an editable grid elsewhere. */
function ExpenseRows({
  editor,
  rows,
  paging = noPaging,
  components,
  accounts,
  showComponent = false,
  canEditRow,
  isPhone,
  selection,
  onToggle,
  onEdit,
}: ExpenseTableProps & {
  isPhone: boolean;
  selection: Set<string>;
  onToggle: (id: string, field: SelectableField) => void;
  onEdit: (row: ExpenseRow) => void;
}) {
  const componentById = useMemo(() => new Map(components.map((c) => [c.id, c])), [components]);
  const { deleteRow } = editor;
  // The issue asks for an immediate delete (spec: 'Delete removes a row at once').
  const deleteNow = useCallback((row: ExpenseRow) => void deleteRow(row), [deleteRow]);
  const shared = {
    rows,
    paging,
    components: componentById,
    showComponent,
    canEditRow,
    selection,
    onToggle,
    onEdit,
    onDelete: deleteNow,
  };
  const { cancelEdit } = editor;
  const cancelAndRefocus = useCallback(
    (row: ExpenseRow, field: string) => {
      cancelEdit(row);
      // The row is drawn afresh with its saved values: the focus returns to the same box.
      requestAnimationFrame(() => focusCell(row.id, field));
    },
    [cancelEdit],
  );
  return isPhone ? (
    <ExpenseCards {...shared} />
  ) : (
    <ExpenseGrid
      {...shared}
      accounts={accounts}
      onChange={editor.updateRow}
      editingId={editor.editingId}
      errors={editor.errors}
      revisions={editor.revisions}
      onStartEdit={editor.startEdit}
      onStopEdit={editor.stopEdit}
      onCancelEdit={cancelAndRefocus}
    />
  );
}
