import { useState } from 'react';

/** The add-or-edit dialog of a list page: whether it is open, and what it edits (null: adding). */
export function useEditDialog<T>() {
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<T | null>(null);
  return {
    open,
    editing,
    setOpen,
    openAdd: () => {
      setEditing(null);
      setOpen(true);
    },
    openEdit: (item: T) => {
      setEditing(item);
      setOpen(true);
    },
  };
}
