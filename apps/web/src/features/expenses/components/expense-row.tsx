import { addVatLabels, addVatModes } from '@hrt/shared/domain/money';
import { formatCurrency } from '@hrt/shared/format';
import { normaliseLink } from '@hrt/shared/schemas/expenses';
import { memo, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import type { CreditAccountOption } from '../api';
import type { ExpenseFields, ExpenseRow } from '../lib/expense-draft';
import { NumberCell, SelectCell, TextCell } from './cell-inputs';
import type { PlacedColumn, SelectableField } from './expense-columns';
import { cellPin, rowTone } from './pinned-cells';
import { ReceiptCell } from './receipt-cell';
import { PencilIcon, TrashIcon } from './row-icons';

export const ROW_HEIGHT = 52;

interface ExpenseRowViewProps {
  row: ExpenseRow;
  index: number;
  columns: PlacedColumn[];
  editable: boolean;
  componentName: string;
  accounts: CreditAccountOption[];
  totalSelected: boolean;
  dueSelected: boolean;
  onChange: (row: ExpenseRow, patch: Partial<ExpenseFields>) => void;
  onToggle: (id: string, field: SelectableField) => void;
  onEdit: (row: ExpenseRow) => void;
  onDelete: (row: ExpenseRow) => void;
}

function ExpenseRowViewInner({
  row,
  index,
  columns,
  editable,
  componentName,
  accounts,
  totalSelected,
  dueSelected,
  onChange,
  onToggle,
  onEdit,
  onDelete,
}: ExpenseRowViewProps) {
  const n = `row ${index + 1}`;
  const set = (patch: Partial<ExpenseFields>) => onChange(row, patch);
  const account = accounts.find((item) => item.id === row.paid_by_account_id);

  const text = (field: 'description' | 'supplier' | 'product', label: string) =>
    editable ? (
      <TextCell
        aria-label={`${label}, ${n}`}
        value={row[field]}
        onValue={(v) => set({ [field]: v })}
      />
    ) : (
      <span className="block truncate" title={row[field]}>
        {row[field] || <span className="text-muted-foreground">-</span>}
      </span>
    );
  const amount = (
    field: 'quantity' | 'rrp' | 'trade_discount' | 'discount' | 'amount_paid',
    label: string,
  ) =>
    editable ? (
      <NumberCell
        aria-label={`${label}, ${n}`}
        value={row[field]}
        step={field === 'quantity' ? 'any' : '0.01'}
        decimals={field === 'quantity' ? undefined : 2}
        onValue={(v) => set({ [field]: v })}
      />
    ) : field === 'quantity' ? (
      row.quantity
    ) : (
      formatCurrency(row[field])
    );

  let paidBy: ReactNode;
  if (row.amount_paid <= 0) paidBy = <span className="text-muted-foreground">-</span>;
  else if (editable) {
    paidBy = (
      <SelectCell
        aria-label={`Paid by, ${n}`}
        value={row.paid_by_account_id ?? ''}
        onChange={(event) => set({ paid_by_account_id: event.target.value || null })}
      >
        <option value="">Not specified</option>
        {accounts.map((item) => (
          <option key={item.id} value={item.id}>
            {item.account_name}
          </option>
        ))}
      </SelectCell>
    );
  } else paidBy = account?.account_name ?? 'Not specified';

  const link = normaliseLink(row.link);
  const cells: Record<string, ReactNode> = {
    description: text('description', 'Description'),
    component: (
      <span className="block truncate" title={componentName}>
        {componentName}
      </span>
    ),
    supplier: text('supplier', 'Supplier'),
    product: text('product', 'Product'),
    quantity: amount('quantity', 'Quantity'),
    rrp: amount('rrp', 'RRP'),
    trade_discount: amount('trade_discount', 'Trade discount'),
    discount: amount('discount', 'Discount'),
    add_vat: editable ? (
      <SelectCell
        aria-label={`VAT, ${n}`}
        value={row.add_vat}
        onChange={(event) => set({ add_vat: event.target.value as ExpenseFields['add_vat'] })}
      >
        {addVatModes.map((mode) => (
          <option key={mode} value={mode}>
            {addVatLabels[mode]}
          </option>
        ))}
      </SelectCell>
    ) : (
      addVatLabels[row.add_vat]
    ),
    amount_paid: amount('amount_paid', 'Amount paid'),
    paid_by: paidBy,
    link: editable ? (
      <TextCell
        aria-label={`Link, ${n}`}
        value={row.link}
        inputMode="url"
        placeholder="https://"
        onValue={(v) => set({ link: v })}
        onBlur={(event) => {
          const normalised = normaliseLink(event.target.value);
          if (normalised !== event.target.value) {
            event.target.value = normalised;
            set({ link: normalised });
          }
        }}
      />
    ) : link ? (
      <a
        href={link}
        target="_blank"
        rel="noopener noreferrer"
        className="block truncate text-primary underline-offset-2 hover:underline"
      >
        {link.replace(/^https?:\/\//i, '')}
      </a>
    ) : (
      <span className="text-muted-foreground">-</span>
    ),
    receipt: <ReceiptCell row={row} rowLabel={n} editable={editable} />,
    committed: editable ? (
      <input
        type="checkbox"
        className="size-5 accent-[var(--primary)]"
        aria-label={`Committed, ${n}`}
        checked={row.committed}
        onChange={(event) => set({ committed: event.target.checked })}
      />
    ) : row.committed ? (
      'Yes'
    ) : (
      'No'
    ),
    total_cost: (
      <SelectableAmount
        label={`Total cost, ${n}`}
        value={row.total_cost}
        selected={totalSelected}
        onToggle={() => onToggle(row.id, 'total_cost')}
      />
    ),
    amount_due: (
      <div className="flex items-center justify-end gap-1">
        {row.paid && <Badge variant="success">Paid</Badge>}
        <SelectableAmount
          label={`Amount due, ${n}`}
          value={row.amount_due}
          selected={dueSelected}
          onToggle={() => onToggle(row.id, 'amount_due')}
        />
      </div>
    ),
    actions: editable && (
      <div className="flex justify-end">
        <button
          type="button"
          className="inline-flex size-9 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground"
          aria-label={`Edit ${n}`}
          onClick={() => onEdit(row)}
        >
          <PencilIcon className="size-4" />
        </button>
        <button
          type="button"
          className="inline-flex size-9 items-center justify-center rounded-md text-muted-foreground hover:bg-destructive-soft hover:text-destructive"
          aria-label={`Delete ${n}`}
          onClick={() => onDelete(row)}
        >
          <TrashIcon className="size-4" />
        </button>
      </div>
    ),
  };
  const tone = rowTone(row);
  return (
    <tr
      style={{ height: ROW_HEIGHT }}
      data-paid={row.paid || undefined}
      data-new={row.isNew || undefined}
      aria-label={`Expense ${index + 1}${row.paid ? ', paid' : ''}${row.isNew ? ', not saved yet' : ''}`}
      className="border-b"
    >
      {columns.map((column) => {
        const pin = cellPin(column);
        return (
          <td
            key={column.key}
            style={pin.style}
            className={cn(
              'px-2 align-middle',
              tone,
              pin.className,
              column.align === 'right' && 'text-right tabular whitespace-nowrap',
              column.align === 'center' && 'text-center',
            )}
          >
            {cells[column.key]}
          </td>
        );
      })}
    </tr>
  );
}

/** A figure that toggles into the 'Selected Total' when clicked. */
export function SelectableAmount({
  label,
  value,
  selected,
  onToggle,
}: {
  label: string;
  value: number;
  selected: boolean;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      // The figure comes first so the name contains what is seen (WCAG 2.5.3).
      aria-label={`${formatCurrency(value)}, ${label}`}
      aria-pressed={selected}
      onClick={onToggle}
      className={cn(
        'rounded-md px-2 py-1 font-medium tabular hover:bg-accent',
        selected && 'bg-primary text-primary-foreground hover:bg-primary/90',
        value < 0 && !selected && 'text-destructive',
      )}
    >
      {formatCurrency(value)}
    </button>
  );
}

export const ExpenseRowView = memo(ExpenseRowViewInner);
