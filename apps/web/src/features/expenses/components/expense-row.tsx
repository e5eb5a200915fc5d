import { memo } from 'react';
import { cn } from '@/lib/cn';
import type { CreditAccountOption } from '@/lib/shared-queries/credit-accounts';
import type { ExpenseFields, ExpenseRow } from '../lib/expense-draft';
import type { PlacedColumn } from './expense-columns';
import { type RowCellActions, rowCells } from './expense-row-cells';
import { cellPin, rowTone } from './pinned-cells';

export const ROW_HEIGHT = 52;

interface ExpenseRowViewProps extends RowCellActions {
  row: ExpenseRow;
  index: number;
  columns: PlacedColumn[];
  editable: boolean;
  accounts: CreditAccountOption[];
  onChange: (row: ExpenseRow, patch: Partial<ExpenseFields>) => void;
}

function ExpenseRowViewInner({
  row,
  index,
  columns,
  editable,
  accounts,
  onChange,
  ...actions
}: ExpenseRowViewProps) {
  const n = `row ${index + 1}`;
  const set = (patch: Partial<ExpenseFields>) => onChange(row, patch);
  const cells = rowCells({ row, n, editable, set, accounts }, actions);
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

export const ExpenseRowView = memo(ExpenseRowViewInner);
