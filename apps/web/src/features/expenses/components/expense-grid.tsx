import type { BuildComponent } from '@hrt/shared/schemas/build-components';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useMemo, useRef } from 'react';
import { useSeesPersonalFinances } from '@/lib/auth/session-context';
import { cn } from '@/lib/cn';
import type { CreditAccountOption } from '@/lib/shared-queries/credit-accounts';
import { usePaidByAccounts } from '../hooks/use-paid-by-accounts';
import type { ExpenseFields, ExpenseRow, FieldErrors } from '../lib/expense-draft';
import { placeColumns, selectionKey } from './expense-columns';
import { ExpenseRowView, ROW_HEIGHT, type RowEditing } from './expense-row';
import type { ExpenseRowActions } from './expense-row-cells';
import { cellPin } from './pinned-cells';
import { type ListPaging, useLoadMoreNearEnd } from './use-load-more';

interface ExpenseGridProps extends ExpenseRowActions, RowEditing {
  rows: ExpenseRow[];
  /** The saved row open for editing (new rows are always open). */
  editingId: string | null;
  /** Problems the last 'Save Changes' found, by row. */
  errors: Record<string, FieldErrors>;
  /** Raised when a row's edit is cancelled, so its boxes are drawn afresh. */
  revisions: Record<string, number>;
  paging: ListPaging;
  components: Map<string, BuildComponent>;
  accounts: CreditAccountOption[];
  showComponent: boolean;
  canEditRow: (row: ExpenseRow) => boolean;
  selection: Set<string>;
  onChange: (row: ExpenseRow, patch: Partial<ExpenseFields>) => void;
}

/**
 * The table from 768 px up. Its rows are read-only until a person starts editing one (a
 * click, Enter, F2 or typing in it); Escape cancels the edit. Only the rows in view are in the DOM, and the next page is asked
 * for as the view nears the last row loaded. It scrolls both ways inside its own box (never
 * the page); from 1024 px the description and the figures stay pinned while the rest scrolls.
 */
export function ExpenseGrid({
  rows,
  paging,
  components,
  accounts,
  showComponent,
  canEditRow,
  selection,
  onChange,
  editingId,
  errors,
  revisions,
  onStartEdit,
  onStopEdit,
  onCancelEdit,
  onToggle,
  onEdit,
  onDelete,
}: ExpenseGridProps) {
  const scroller = useRef<HTMLElement>(null);
  // Until the accounts have loaded, a row's paid-by cannot be named (not 'Not specified').
  const accountsReady = usePaidByAccounts().ready;
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
  const showPaidBy = useSeesPersonalFinances();
  const columns = useMemo(
    () => placeColumns(showComponent, showPaidBy),
    [showComponent, showPaidBy],
  );
  const width = columns.reduce((sum, column) => sum + column.width, 0);
  const items = virtualizer.getVirtualItems();
  useLoadMoreNearEnd(items.at(-1)?.index ?? -1, rows.length, paging);
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);

  return (
    <section
      ref={scroller}
      className="relative max-h-[70vh] overflow-auto rounded-lg border bg-card"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
      tabIndex={0}
      aria-label="Expenses table"
      aria-busy={paging.isFetchingNextPage || undefined}
    >
      <table className="text-sm" style={{ tableLayout: 'fixed', width, minWidth: '100%' }}>
        <colgroup>
          {columns.map((column) => (
            <col key={column.key} style={{ width: column.width }} />
          ))}
        </colgroup>
        <thead className="sticky top-0 z-10">
          <tr>
            {columns.map((column) => {
              const pin = cellPin(column);
              return (
                <th
                  key={column.key}
                  scope="col"
                  style={pin.style}
                  className={cn(
                    'h-10 bg-muted px-2 text-left text-xs font-medium whitespace-nowrap text-muted-foreground',
                    pin.className,
                    column.align === 'right' && 'text-right',
                    column.align === 'center' && 'text-center',
                  )}
                >
                  <span className={column.srOnly ? 'sr-only' : undefined}>{column.label}</span>
                </th>
              );
            })}
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
                // A new saved version (or a cancelled edit) remounts the row, so its
                // uncontrolled inputs refresh.
                key={`${row.id}:${row.updated_at ?? 'new'}:${editable}:${revisions[row.id] ?? 0}`}
                row={row}
                // Numbered by position in the list shown (the tab's, after the search).
                index={item.index}
                columns={columns}
                editable={editable}
                editing={row.isNew || row.id === editingId}
                errors={errors[row.id]}
                onStartEdit={onStartEdit}
                onStopEdit={onStopEdit}
                onCancelEdit={onCancelEdit}
                componentName={components.get(row.component_id)?.name ?? 'Unknown component'}
                accounts={accounts}
                accountsReady={accountsReady}
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
          {paging.hasNextPage && (
            <tr>
              <td colSpan={columns.length} className="h-11 px-3 text-muted-foreground">
                {/* Sticky, so the note stays in view however far the row scrolls sideways. */}
                <span className="sticky left-3" role="status">
                  {paging.isFetchingNextPage ? 'Loading more expenses...' : 'Scroll for more'}
                </span>
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </section>
  );
}
