import type { Expense } from '@hrt/shared/schemas/expenses';
import { useCallback, useEffect, useMemo, useState } from 'react';
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
  fieldsOf,
  newExpenseFields,
  toPayload,
  toRow,
  toUpdatePayload,
  undoOfEdit,
  validateFields,
} from '../lib/expense-draft';

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

/** The first unsaved row the contract would refuse, as a message; null when all may be sent. */
function firstProblem(rows: ExpenseRow[]): string | null {
  for (const [index, row] of rows.entries()) {
    const problem = validateFields(row);
    if (problem) return `Row ${index + 1} of the unsaved rows: ${problem}`;
  }
  return null;
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
  const removeExpense = useDeleteExpense();
  const toastDeleted = useToastDeleted();
  const [pending, setPending] = useState<Record<string, PendingEdit>>({});
  const [newRows, setNewRows] = useState<NewRow[]>([]);
  const [progress, setProgress] = useState<SaveProgress | null>(null);
  const [conflict, setConflict] = useState<StaleConflict | null>(null);
  const pendingCount = newRows.length + Object.keys(pending).length;

  // Unsaved edits are not lost to an accidental reload or tab close.
  useEffect(() => {
    if (!pendingCount) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [pendingCount]);

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

  const updateRow = useCallback((row: ExpenseRow, patch: Partial<ExpenseFields>) => {
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
  }, []);

  const forget = useCallback((ids: Iterable<string>) => {
    const gone = new Set(ids);
    setNewRows((current) => current.filter((row) => !gone.has(row.id)));
    setPending((current) =>
      Object.fromEntries(Object.entries(current).filter(([id]) => !gone.has(id))),
    );
  }, []);

  const { mutateAsync: deleteExpense } = removeExpense;
  const deleteRow = useCallback(
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

  const { mutateAsync: sendWrites } = saveWrites;
  const save = useCallback(async () => {
    // Edits of saved rows first, then the new rows in the order they were added (so they are
    // stored, and listed, in that order).
    const work = [...Object.values(pending).map(editedRow), ...newRows.map(unsavedRow)];
    const problem = firstProblem(work);
    if (problem) {
      toast.error(problem);
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
    if (saved.length && !failed.length) {
      const message = saved.length === 1 ? 'Saved 1 expense.' : `Saved ${saved.length} expenses.`;
      const undos = undosOf(outcome, pending);
      if (!undos.length) toast.success(message);
      else {
        toastWithUndo(message, async () => {
          await undoEdits(undos);
          toast.success(undos.length === 1 ? 'Change undone.' : 'Changes undone.');
        });
      }
    }
  }, [newRows, pending, sendWrites, forget, undoEdits]);

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
