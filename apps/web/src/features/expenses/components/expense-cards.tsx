import { formatCurrency } from '@hrt/shared/format';
import type { BuildComponent } from '@hrt/shared/schemas/build-components';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useRef } from 'react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { usePaidByAccounts } from '../hooks/use-paid-by-accounts';
import type { ExpenseRow } from '../lib/expense-draft';
import { formatInvoiceDate } from '../lib/invoice-dates';
import { paidByLabel } from '../lib/payments';
import { vatModeText } from '../lib/vat';
import { selectionKey } from './expense-columns';
import {
  type ExpenseRowActions,
  type RowCellActions,
  selectableFigures,
} from './expense-row-cells';
import { rowTone } from './pinned-cells';
import { ReceiptActions } from './receipt-actions';
import { PencilIcon, TrashIcon } from './row-icons';
import { type ListPaging, useLoadMoreNearEnd } from './use-load-more';

/**
 * A first guess at a card's height (figures, the receipt's two rows of buttons, Edit); each card
 * is measured once it is drawn.
 */
const CARD_ESTIMATE = 296;

interface ExpenseCardsProps extends ExpenseRowActions {
  rows: ExpenseRow[];
  paging: ListPaging;
  components: Map<string, BuildComponent>;
  showComponent: boolean;
  canEditRow: (row: ExpenseRow) => boolean;
  selection: Set<string>;
}

/**
 * Below 768 px each expense is a card: what it is, its figures, its receipt (attach by file or
 * camera, view, replace, remove) and an edit action (the edit dialog, not a 15-column grid of
 * inputs). Virtualized and paged like the table.
 */
export function ExpenseCards({
  rows,
  paging,
  components,
  showComponent,
  canEditRow,
  selection,
  onToggle,
  onEdit,
  onDelete,
}: ExpenseCardsProps) {
  const scroller = useRef<HTMLElement>(null);
  const getItemKey = useCallback((index: number) => rows[index]?.id ?? index, [rows]);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => CARD_ESTIMATE,
    overscan: 2,
    gap: 8,
    getItemKey,
  });
  const items = virtualizer.getVirtualItems();
  const paidBy = usePaidByAccounts();
  useLoadMoreNearEnd(items.at(-1)?.index ?? -1, rows.length, paging);

  return (
    <section
      ref={scroller}
      className="max-h-[70vh] overflow-y-auto overscroll-contain rounded-lg"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
      tabIndex={0}
      aria-label="Expenses list"
      aria-busy={paging.isFetchingNextPage || undefined}
    >
      <ul className="relative" style={{ height: virtualizer.getTotalSize() }}>
        {items.map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          return (
            <li
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              className="absolute inset-x-0 top-0"
              style={{ transform: `translateY(${item.start}px)` }}
            >
              <ExpenseCard
                row={row}
                index={item.index}
                editable={canEditRow(row)}
                paidBy={
                  paidBy.show && row.amount_paid > 0
                    ? paidBy.ready
                      ? paidByLabel(row, paidBy.accounts)
                      : 'Loading...'
                    : undefined
                }
                componentName={
                  showComponent
                    ? (components.get(row.component_id)?.name ?? 'Unknown component')
                    : undefined
                }
                totalSelected={selection.has(selectionKey(row.id, 'total_cost'))}
                dueSelected={selection.has(selectionKey(row.id, 'amount_due'))}
                onToggle={onToggle}
                onEdit={onEdit}
                onDelete={onDelete}
              />
            </li>
          );
        })}
      </ul>
      {paging.hasNextPage && (
        <p className="py-3 text-center text-sm text-muted-foreground" role="status">
          {paging.isFetchingNextPage ? 'Loading more expenses...' : 'Scroll for more'}
        </p>
      )}
    </section>
  );
}

const ExpenseCard = memo(function ExpenseCard({
  row,
  index,
  editable,
  componentName,
  paidBy,
  totalSelected,
  dueSelected,
  onToggle,
  onEdit,
  onDelete,
}: Omit<RowCellActions, 'componentName'> & {
  row: ExpenseRow;
  index: number;
  editable: boolean;
  componentName: string | undefined;
  /** The paying account's name, for a paid expense and a role that sees accounts. */
  paidBy: string | undefined;
}) {
  const n = `row ${index + 1}`;
  const figures = selectableFigures(row, n, { totalSelected, dueSelected, onToggle });
  const title = row.description || row.product || row.supplier || 'Untitled expense';
  const detail = [row.supplier, row.product].filter(Boolean).join(' · ');
  return (
    <article
      aria-label={`Expense ${index + 1}${row.paid ? ', paid' : ''}${row.isNew ? ', not saved yet' : ''}`}
      data-paid={row.paid || undefined}
      data-new={row.isNew || undefined}
      className={cn('grid gap-2 rounded-lg border p-3 text-sm shadow-xs', rowTone(row))}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <p className="truncate font-medium">{title}</p>
          {detail && <p className="truncate text-muted-foreground">{detail}</p>}
          {componentName && (
            <p className="truncate text-xs text-muted-foreground">{componentName}</p>
          )}
        </div>
        <div className="flex shrink-0 gap-1">
          {row.isNew && <Badge variant="warning">Not saved</Badge>}
          {row.paid && <Badge variant="success">Paid</Badge>}
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1">
        <div className="grid">
          <dt className="text-xs text-muted-foreground">Total cost</dt>
          <dd className="-ml-2">{figures.total_cost}</dd>
        </div>
        <div className="grid">
          <dt className="text-xs text-muted-foreground">Amount due</dt>
          <dd className="-ml-2">{figures.amount_due}</dd>
        </div>
        <div className="grid">
          <dt className="text-xs text-muted-foreground">Paid</dt>
          <dd className="tabular">
            {formatCurrency(row.amount_paid)}
            {row.payments.length > 1 ? ` in ${row.payments.length} payments` : ''}
          </dd>
        </div>
        <div className="grid">
          <dt className="text-xs text-muted-foreground">Price</dt>
          <dd className="tabular">
            {row.quantity} × {formatCurrency(row.rrp)}, {vatModeText(row)}
            {row.committed ? '' : ', speculative'}
          </dd>
        </div>
        {paidBy && (
          <div className="grid">
            <dt className="text-xs text-muted-foreground">Paid by</dt>
            <dd className="truncate">{paidBy}</dd>
          </div>
        )}
        {row.invoice_date && (
          <div className="grid">
            <dt className="text-xs text-muted-foreground">Date</dt>
            <dd className="tabular">{formatInvoiceDate(row.invoice_date)}</dd>
          </div>
        )}
        {row.invoice_number && (
          <div className="grid">
            <dt className="text-xs text-muted-foreground">Invoice no.</dt>
            <dd className="truncate tabular">{row.invoice_number}</dd>
          </div>
        )}
        {row.add_vat !== 'NO_VAT' && (
          <div className="grid">
            <dt className="text-xs text-muted-foreground">VAT amount</dt>
            <dd className="tabular">{formatCurrency(row.vat_amount)}</dd>
          </div>
        )}
      </dl>
      {!row.isNew && (editable || row.receipt) && (
        <section aria-label={`Receipt, ${n}`} className="border-t pt-2">
          <ReceiptActions owner={row} editable={editable} rowLabel={`, ${n}`} />
        </section>
      )}
      {editable && (
        <div className="flex justify-end gap-2">
          <button
            type="button"
            className="inline-flex h-10 items-center gap-2 rounded-md border bg-card px-3 font-medium hover:bg-accent"
            aria-label={`Edit ${n}`}
            onClick={() => onEdit(row)}
          >
            <PencilIcon className="size-4" /> Edit
          </button>
          <button
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-md border bg-card text-muted-foreground hover:bg-destructive-soft hover:text-destructive"
            aria-label={`Delete ${n}`}
            onClick={() => onDelete(row)}
          >
            <TrashIcon className="size-4" />
          </button>
        </div>
      )}
    </article>
  );
});
