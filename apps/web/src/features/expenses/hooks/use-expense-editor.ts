import type { Expense } from '@hrt/shared/schemas/expenses';
import { useCallback, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '@/lib/api-client';
import { useToastDeleted } from '@/lib/undo-delete';
import { toastWithUndo } from '@/lib/undo-toast';
import { useDeleteExpense } from '../api/delete-expense';
import { type BatchOutcome, type ExpenseWrite, useSaveExpenses } from '../api/save-expenses';
import { type ExpenseUndo, isStaleUpdate, useUndoExpenseEdits } from '../api/update-expense';
import { useRefreshExpenses } from '../api/use-refresh-expenses';
import {
  type ExpenseFields,
  type ExpenseRow,
  type FieldErrors,
  fieldErrors,
  fieldsOf,
  isBlankRow,
  newExpenseFields,
  toPayload,
  toRow,
  toUpdatePayload,
  undoOfEdit,
  validateFields,
} from '../lib/expense-draft';
import { useRowEditing } from './use-row-editing';

interface NewRow {
  id: string;
  fields: ExpenseFields;
}

/** A saved row's local edit: the row as the user saw it when they started, and the changes. */
interface PendingEdit {
  base: ExpenseRow;
  patch: Partial<ExpenseFields>;
}

export interface SaveProgress {
  done: number;
  total: number;
}

export interface StaleConflict {
  id: string;
  label: string;
}

// One row object per server version of an expense, so rows of pages already loaded keep their
// identity when the next page arrives (and memoised row views do not re-render).
const savedRowCache = new WeakMap<Expense, ExpenseRow>();

function savedRow(expense: Expense): ExpenseRow {
  let row = savedRowCache.get(expense);
  if (!row) {
    row = toRow(expense.id, fieldsOf(expense), {
      isNew: false,
      isDirty: false,
      updated_at: expense.updated_at,
      receipt: expense.receipt,
      payments: expense.payments,
    });
    savedRowCache.set(expense, row);
  }
  return row;
}

function editedRow({ base, patch }: PendingEdit): ExpenseRow {
  return toRow(
    base.id,
    { ...base, ...patch },
    {
      isNew: false,
      isDirty: true,
      updated_at: base.updated_at,
      receipt: base.receipt,
      payments: base.payments,
    },
  );
}

function unsavedRow(row: NewRow): ExpenseRow {
  return toRow(row.id, row.fields, {
    isNew: true,
    isDirty: true,
    updated_at: null,
    receipt: null,
    payments: [],
  });
}

function toWrite(row: ExpenseRow): ExpenseWrite {
  return row.isNew
    ? { kind: 'create', id: row.id, body: { ...toPayload(row), id: row.id } }
    : { kind: 'update', id: row.id, body: toUpdatePayload(row, row.updated_at) };
}

/**
 * What 'Undo' of a batch puts back: when every row saved was an edit (new rows are not undone
 * by an edit), each row's values before it with the version it was given; otherwise none.
 */
function undosOf(
  { saved, versions, failed }: BatchOutcome,
  pending: Record<string, PendingEdit>,
): ExpenseUndo[] {
  if (!saved.length || failed.length) return [];
  const undos: ExpenseUndo[] = [];
  for (const id of saved) {
    const base = pending[id]?.base;
    const version = versions[id];
    if (!base || !version) return [];
    undos.push(undoOfEdit(base, version));
  }
  return undos;
}

/** 'Saved 3 expenses.', with an Undo when the batch was edits only. */
function toastSaved(
  count: number,
  undos: ExpenseUndo[],
  undoEdits: (undos: ExpenseUndo[]) => Promise<unknown>,
) {
  const message = count === 1 ? 'Saved 1 expense.' : `Saved ${count} expenses.`;
  if (!undos.length) {
    toast.success(message);
    return;
  }
  toastWithUndo(message, async () => {
    await undoEdits(undos);
    toast.success(undos.length === 1 ? 'Change undone.' : 'Changes undone.');
  });
}

/**
 * What stops a batch: each row the contract would refuse (a new row also needs the dialog's
 * required fields), its problems by field, and the first one as a sentence.
 */
function problemsOf(rows: ExpenseRow[]): { byRow: Record<string, FieldErrors>; first: string } {
  const byRow: Record<string, FieldErrors> = {};
  let first = '';
  for (const [index, row] of rows.entries()) {
    const check = { isNew: row.isNew };
    const problem = validateFields(row, check);
    if (!problem) continue;
    byRow[row.id] = fieldErrors(row, check);
    first ||= `Row ${index + 1} of the unsaved rows: ${problem}`;
  }
  return { byRow, first };
}

/** Delete without asking: a new row just goes; a saved one goes to the trash, with Undo. */
function useDeleteRow(forget: (ids: Iterable<string>) => void) {
  const refresh = useRefreshExpenses();
  const { mutateAsync: deleteExpense } = useDeleteExpense();
  const toastDeleted = useToastDeleted();
  return useCallback(
    async (row: ExpenseRow) => {
      if (row.isNew) {
        forget([row.id]);
        return;
      }
      try {
        const entry = await deleteExpense(row.id);
        forget([row.id]);
        // 'Expense deleted.' with Undo: the delete asks nothing first, the undo is the way back.
        toastDeleted(entry, refresh);
      } catch (error) {
        toast.error(errorMessage(error, 'Failed to delete expense. Please try again.'));
      }
    },
    [forget, deleteExpense, toastDeleted, refresh],
  );
}

/**
 * The tables' working copy: local edits of saved rows and new rows that exist only here until
 * 'Save Changes'. It holds no list itself: each table loads its own pages and asks
 * `useEditorRows` to lay the edits over them, so one editor serves every /expenses tab and
 * an edit survives scrolling, searching and switching tabs.
 */
export function useExpenseEditor() {
  const refresh = useRefreshExpenses();
  const saveWrites = useSaveExpenses();
  const { mutateAsync: undoEdits } = useUndoExpenseEdits();
  const [pending, setPending] = useState<Record<string, PendingEdit>>({});
  const [newRows, setNewRows] = useState<NewRow[]>([]);
  const [progress, setProgress] = useState<SaveProgress | null>(null);
  const [conflict, setConflict] = useState<StaleConflict | null>(null);
  const pendingCount = newRows.length + Object.keys(pending).length;
  const editing = useRowEditing();
  const { startEdit, stopEdit, redraw, clearErrors, dropErrors, setErrors } = editing;

  const addRow = useCallback((componentId: string, fields?: Partial<ExpenseFields>) => {
    const id = crypto.randomUUID();
    setNewRows((current) => [
      ...current,
      { id, fields: { ...newExpenseFields(componentId), ...fields } },
    ]);
    return id;
  }, []);

  const addRows = useCallback((list: ExpenseFields[]) => {
    setNewRows((current) => [
      ...current,
      ...list.map((fields) => ({ id: crypto.randomUUID(), fields })),
    ]);
  }, []);

  const updateRow = useCallback(
    (row: ExpenseRow, patch: Partial<ExpenseFields>) => {
      clearErrors(row.id, patch);
      if (row.isNew) {
        setNewRows((current) =>
          current.map((item) =>
            item.id === row.id ? { ...item, fields: { ...item.fields, ...patch } } : item,
          ),
        );
        return;
      }
      setPending((current) => {
        const edit = current[row.id];
        return {
          ...current,
          [row.id]: edit ? { ...edit, patch: { ...edit.patch, ...patch } } : { base: row, patch },
        };
      });
    },
    [clearErrors],
  );

  const forget = useCallback(
    (ids: Iterable<string>) => {
      const gone = new Set(ids);
      setNewRows((current) => current.filter((row) => !gone.has(row.id)));
      setPending((current) =>
        Object.fromEntries(Object.entries(current).filter(([id]) => !gone.has(id))),
      );
      dropErrors(gone);
    },
    [dropErrors],
  );

  /**
   * Escape: a saved row goes back to its saved values and to reading; a new row still blank
   * goes (one with something typed in stays: it is removed with its Delete button).
   */
  const cancelEdit = useCallback(
    (row: ExpenseRow) => {
      if (row.isNew) {
        if (isBlankRow(row)) forget([row.id]);
        return;
      }
      forget([row.id]);
      redraw(row.id);
      stopEdit(row.id);
    },
    [forget, redraw, stopEdit],
  );

  const deleteRow = useDeleteRow(forget);

  const { mutateAsync: sendWrites } = saveWrites;
  const save = useCallback(async () => {
    // Edits of saved rows first, then the new rows in the order they were added (so they are
    // stored, and listed, in that order).
    const work = [...Object.values(pending).map(editedRow), ...newRows.map(unsavedRow)];
    const problems = problemsOf(work);
    setErrors(problems.byRow);
    if (problems.first) {
      toast.error(problems.first);
      return;
    }
    setConflict(null);
    const outcome = await sendWrites({
      writes: work.map(toWrite),
      onProgress: (done, total) => setProgress({ done, total }),
    });
    const { saved, failed } = outcome;
    for (const { id, error } of failed) {
      const row = work.find((item) => item.id === id);
      if (isStaleUpdate(error)) {
        setConflict({ id, label: row?.description || row?.product || 'An expense' });
      } else {
        toast.error(errorMessage(error, 'Failed to save expense. Please try again.'));
      }
    }
    // The lists were read again before the batch settled: nothing flickers back.
    forget(saved);
    setProgress(null);
    if (saved.length && !failed.length)
      toastSaved(saved.length, undosOf(outcome, pending), undoEdits);
  }, [newRows, pending, sendWrites, forget, setErrors, undoEdits]);

  /** 'Reload' after a stale update: drop this row's local edits and fetch the latest. */
  const reloadConflict = useCallback(async () => {
    if (conflict) forget([conflict.id]);
    setConflict(null);
    await refresh();
  }, [conflict, forget, refresh]);

  return {
    pending,
    newRows,
    pendingCount,
    progress,
    conflict,
    editingId: editing.editingId,
    revisions: editing.revisions,
    errors: editing.errors,
    startEdit,
    stopEdit,
    cancelEdit,
    addRow,
    addRows,
    updateRow,
    deleteRow,
    save,
    reloadConflict,
    discard: (id: string) => forget([id]),
    dismissConflict: () => setConflict(null),
  };
}

export type ExpenseEditor = ReturnType<typeof useExpenseEditor>;

/**
 * The rows a table shows: its unsaved new rows first (where they are seen at once, however long
 * the list), then the saved rows it has loaded, each with its local edit applied. `matches`
 * narrows the new rows the way the list was narrowed (its component, the search).
 */
export function useEditorRows(
  editor: Pick<ExpenseEditor, 'pending' | 'newRows'>,
  expenses: readonly Expense[],
  matches: (fields: ExpenseFields) => boolean,
): ExpenseRow[] {
  const { pending, newRows } = editor;
  return useMemo(() => {
    const rows = newRows.filter((row) => matches(row.fields)).map(unsavedRow);
    for (const expense of expenses) {
      const edit = pending[expense.id];
      rows.push(edit ? editedRow(edit) : savedRow(expense));
    }
    return rows;
  }, [pending, newRows, expenses, matches]);
}
