import type { CSSProperties } from 'react';
import { cn } from '@/lib/cn';
import type { ExpenseRow } from '../lib/expense-draft';
import type { PlacedColumn } from './expense-columns';

/**
 * Sticky placement of a pinned column from 1024 px up (below that the whole row scrolls).
 * `left`/`right` do nothing until `position: sticky` applies, so the offset can always be set.
 */
export function cellPin(column: PlacedColumn): { className?: string; style?: CSSProperties } {
  if (!column.pin) return {};
  const edge =
    column.edge &&
    (column.pin === 'left'
      ? 'lg:shadow-[inset_-1px_0_0_var(--color-border)]'
      : 'lg:shadow-[inset_1px_0_0_var(--color-border)]');
  return { className: cn('lg:sticky lg:z-[1]', edge), style: { [column.pin]: column.offset } };
}

/**
 * Every cell paints its row's colour itself, opaque: a pinned cell must hide the cells that
 * scroll underneath it. Paid rows are green; unsaved ones carry a light amber tint.
 */
export function rowTone(row: Pick<ExpenseRow, 'paid' | 'isDirty'>): string {
  if (row.paid) return 'bg-success-soft';
  if (row.isDirty) return 'bg-[color-mix(in_oklab,var(--warning-soft)_45%,var(--card))]';
  return 'bg-card';
}
