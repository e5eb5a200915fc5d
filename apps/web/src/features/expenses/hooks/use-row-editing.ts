import { useCallback, useState } from 'react';
import type { ExpenseFields, FieldErrors } from '../lib/expense-draft';

/**
 * Which saved row is open for editing (read-only until a person starts editing it), each
 * row's draw count (a cancelled edit draws the row afresh, so its boxes show the saved values
 * again), and the problems found by the last 'Save Changes', shown beside the cells.
 */
export function useRowEditing() {
  const [editingId, setEditingId] = useState<string | null>(null);
  const [revisions, setRevisions] = useState<Record<string, number>>({});
  const [errors, setErrors] = useState<Record<string, FieldErrors>>({});

  const startEdit = useCallback((id: string) => setEditingId(id), []);
  const stopEdit = useCallback(
    (id: string) => setEditingId((current) => (current === id ? null : current)),
    [],
  );
  const redraw = useCallback(
    (id: string) => setRevisions((current) => ({ ...current, [id]: (current[id] ?? 0) + 1 })),
    [],
  );
  /** A field typed into again loses its message; the next save checks it afresh. */
  const clearErrors = useCallback((id: string, patch: Partial<ExpenseFields>) => {
    setErrors((current) => {
      const rowErrors = current[id];
      if (!rowErrors) return current;
      const left = Object.fromEntries(
        Object.entries(rowErrors).filter(([field]) => !(field in patch)),
      );
      const next = { ...current };
      if (Object.keys(left).length) next[id] = left;
      else delete next[id];
      return next;
    });
  }, []);
  const dropErrors = useCallback((gone: Set<string>) => {
    setErrors((current) =>
      Object.keys(current).some((id) => gone.has(id))
        ? Object.fromEntries(Object.entries(current).filter(([id]) => !gone.has(id)))
        : current,
    );
  }, []);

  return {
    editingId,
    revisions,
    errors,
    setErrors,
    startEdit,
    stopEdit,
    redraw,
    clearErrors,
    dropErrors,
  };
}
