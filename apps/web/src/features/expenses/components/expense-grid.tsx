import type { BuildComponent } from '@hrt/shared/schemas/components';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useRef } from 'react';
import { cn } from '@/lib/cn';
import type { CreditAccountOption } from '../api';
import type { ExpenseFields, ExpenseRow } from '../lib/expense-draft';
import { expenseColumns, type SelectableField, selectionKey } from './expense-columns';
import { ExpenseRowView, ROW_HEIGHT } from './expense-row';

interface ExpenseGridProps {
  rows: ExpenseRow[];
  components: Map<string, BuildComponent>;
  accounts: CreditAccountOption[];
  showComponent: boolean;
  canEditRow: (row: ExpenseRow) => boolean;
  selection: Set<string>;
  onChange: (id: string, patch: Partial<ExpenseFields>) => void;
  onToggle: (id: string, field: SelectableField) => void;
  onEdit: (row: ExpenseRow) => void;
  onDelete: (row: ExpenseRow) => void;
}

/**
 * Only the rows in view are in the DOM (ten thousand rows stay responsive); the table scrolls
 * both ways inside its own box, so a phone never scrolls the page sideways.
 */
export function ExpenseGrid({
  rows,
  components,
  accounts,
  showComponent,
  canEditRow,
  selection,
  onChange,
  onToggle,
  onEdit,
  onDelete,
}: ExpenseGridProps) {
  const scroller = useRef<HTMLElement>(null);
  // Stable per list: a new function would make the virtualizer re-measure every row each render.
  const getItemKey = useCallback((index: number) => rows[index]?.id ?? index, [rows]);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    // Few rows beyond the view: every mounted row is ~55 elements and a dozen inputs to lay out.
    overscan: 2,
    getItemKey,
  });
  const columns = expenseColumns.filter((column) => showComponent || column.key !== 'component');
  const width = columns.reduce((sum, column) => sum + column.width, 0);
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);

  return (
    <section
      ref={scroller}
      className="relative max-h-[70vh] overflow-auto rounded-lg border"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
      tabIndex={0}
      aria-label="Expenses table"
    >
      <table className="text-sm" style={{ tableLayout: 'fixed', width, minWidth: '100%' }}>
        <colgroup>
          {columns.map((column) => (
            <col key={column.key} style={{ width: column.width }} />
          ))}
        </colgroup>
        <thead className="sticky top-0 z-10 bg-muted">
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={cn(
                  'h-10 px-2 text-left text-xs font-medium whitespace-nowrap text-muted-foreground',
                  column.align === 'right' && 'text-right',
                  column.align === 'center' && 'text-center',
                )}
              >
                <span className={column.srOnly ? 'sr-only' : undefined}>{column.label}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {top > 0 && (
            <tr>
              <td colSpan={columns.length} style={{ height: top, padding: 0 }} />
            </tr>
          )}
          {items.map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            const editable = canEditRow(row);
            return (
              <ExpenseRowView
                // A new saved version remounts the row, so its uncontrolled inputs refresh.
                key={`${row.id}:${row.updated_at ?? 'new'}:${editable}`}
                row={row}
                // Numbered by position in the list shown (the tab's, after the search).
                index={item.index}
                editable={editable}
                showComponent={showComponent}
                componentName={components.get(row.room_id)?.name ?? 'Unknown component'}
                accounts={accounts}
                totalSelected={selection.has(selectionKey(row.id, 'total_cost'))}
                dueSelected={selection.has(selectionKey(row.id, 'amount_due'))}
                onChange={onChange}
                onToggle={onToggle}
                onEdit={onEdit}
                onDelete={onDelete}
              />
            );
          })}
          {bottom > 0 && (
            <tr>
              <td colSpan={columns.length} style={{ height: bottom, padding: 0 }} />
            </tr>
          )}
        </tbody>
      </table>
    </section>
  );
}
