import type { Expense } from '@hrt/shared/schemas/expenses';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '@/lib/api-client';
import {
  createExpense,
  deleteExpense,
  isStaleUpdate,
  updateExpense,
  useInvalidateExpenses,
} from '../api';
import {
  type ExpenseFields,
  type ExpenseRow,
  fieldsOf,
  newExpenseFields,
  toPayload,
  toRow,
  toUpdatePayload,
  validateFields,
} from '../lib/expense-draft';

interface NewRow {
  id: string;
  fields: ExpenseFields;
}

export interface SaveProgress {
  done: number;
  total: number;
}

export interface StaleConflict {
  id: string;
  label: string;
}

/**
 * The table's working copy: saved rows with pending edits applied, plus new rows that exist
 * only here until 'Save Changes'. One editor can feed several tables (the /expenses tabs).
 */
export function useExpenseEditor(expenses: Expense[] | undefined) {
  const invalidate = useInvalidateExpenses();
  const [pending, setPending] = useState<Record<string, Partial<ExpenseFields>>>({});
  const [newRows, setNewRows] = useState<NewRow[]>([]);
  // Read inside a state updater, where the latest new-row ids are needed without a re-render.
  const newIds = useRef(new Set<string>());
  newIds.current = new Set(newRows.map((row) => row.id));
  const [progress, setProgress] = useState<SaveProgress | null>(null);
  const [conflict, setConflict] = useState<StaleConflict | null>(null);

  // Derived once per server load; a keystroke only recomputes the rows it touched.
  const savedRows = useMemo(
    () =>
      (expenses ?? []).map((expense) =>
        toRow(expense.id, fieldsOf(expense), {
          isNew: false,
          isDirty: false,
          updated_at: expense.updated_at,
          receipt: expense.receipt,
        }),
      ),
    [expenses],
  );

  const rows = useMemo(() => {
    const merged = savedRows.map((row) => {
      const patch = pending[row.id];
      if (!patch) return row;
      return toRow(
        row.id,
        { ...row, ...patch },
        { isNew: false, isDirty: true, updated_at: row.updated_at, receipt: row.receipt },
      );
    });
    for (const row of newRows) {
      merged.push(
        toRow(row.id, row.fields, { isNew: true, isDirty: true, updated_at: null, receipt: null }),
      );
    }
    return merged;
  }, [savedRows, pending, newRows]);

  const savedIds = useMemo(() => new Set(savedRows.map((row) => row.id)), [savedRows]);
  const pendingCount =
    newRows.length + Object.keys(pending).filter((id) => savedIds.has(id)).length;

  // Unsaved edits are not lost to an accidental reload or tab close.
  useEffect(() => {
    if (!pendingCount) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [pendingCount]);

  const addRow = useCallback((roomId: string, fields?: Partial<ExpenseFields>) => {
    const id = crypto.randomUUID();
    setNewRows((current) => [
      ...current,
      { id, fields: { ...newExpenseFields(roomId), ...fields } },
    ]);
    return id;
  }, []);

  const addRows = useCallback((list: ExpenseFields[]) => {
    setNewRows((current) => [
      ...current,
      ...list.map((fields) => ({ id: crypto.randomUUID(), fields })),
    ]);
  }, []);

  const updateRow = useCallback((id: string, patch: Partial<ExpenseFields>) => {
    setNewRows((current) => {
      if (!current.some((row) => row.id === id)) return current;
      return current.map((row) =>
        row.id === id ? { ...row, fields: { ...row.fields, ...patch } } : row,
      );
    });
    setPending((current) =>
      newIds.current.has(id) ? current : { ...current, [id]: { ...current[id], ...patch } },
    );
  }, []);

  const forget = useCallback((ids: Iterable<string>) => {
    const gone = new Set(ids);
    setNewRows((current) => current.filter((row) => !gone.has(row.id)));
    setPending((current) =>
      Object.fromEntries(Object.entries(current).filter(([id]) => !gone.has(id))),
    );
  }, []);

  const deleteRow = useCallback(
    async (row: ExpenseRow) => {
      if (row.isNew) {
        forget([row.id]);
        return;
      }
      try {
        await deleteExpense(row.id);
        await invalidate();
        forget([row.id]);
        toast.success('Expense deleted.');
      } catch (error) {
        toast.error(errorMessage(error, 'Failed to delete expense. Please try again.'));
      }
    },
    [forget, invalidate],
  );

  const save = useCallback(async () => {
    const newIds = new Set(newRows.map((row) => row.id));
    const work = rows.filter(
      (row) => newIds.has(row.id) || (pending[row.id] && savedIds.has(row.id)),
    );
    for (const [index, row] of work.entries()) {
      const problem = validateFields(row);
      if (problem) {
        toast.error(`Row ${index + 1} of the unsaved rows: ${problem}`);
        return;
      }
    }
    const saved: string[] = [];
    let failed = 0;
    setConflict(null);
    for (const [index, row] of work.entries()) {
      setProgress({ done: index + 1, total: work.length });
      try {
        if (row.isNew) await createExpense({ ...toPayload(row), id: row.id });
        else await updateExpense(row.id, toUpdatePayload(row, row.updated_at));
        saved.push(row.id);
      } catch (error) {
        failed++;
        if (isStaleUpdate(error)) {
          setConflict({ id: row.id, label: row.description || row.product || 'An expense' });
        } else {
          toast.error(errorMessage(error, 'Failed to save expense. Please try again.'));
        }
      }
    }
    // Keep the local values until the reload has the saved ones, so nothing flickers back.
    await invalidate();
    forget(saved);
    setProgress(null);
    if (saved.length && !failed) {
      toast.success(saved.length === 1 ? 'Saved 1 expense.' : `Saved ${saved.length} expenses.`);
    }
  }, [rows, newRows, pending, savedIds, invalidate, forget]);

  /** 'Reload' after a stale update: drop this row's local edits and fetch the latest. */
  const reloadConflict = useCallback(async () => {
    if (conflict) forget([conflict.id]);
    setConflict(null);
    await invalidate();
  }, [conflict, forget, invalidate]);

  return {
    rows,
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
