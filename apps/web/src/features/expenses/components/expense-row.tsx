import { type FocusEvent, type KeyboardEvent, type MouseEvent, memo } from 'react';
import { flushSync } from 'react-dom';
import { cn } from '@/lib/cn';
import type { CreditAccountOption } from '@/lib/shared-queries/credit-accounts';
import type { ExpenseFields, ExpenseRow, FieldErrors } from '../lib/expense-draft';
import type { PlacedColumn } from './expense-columns';
import { type RowCellActions, rowCells } from './expense-row-cells';
import { cellPin, rowTone } from './pinned-cells';

export const ROW_HEIGHT = 52;

/** How a row's edit starts, ends and is cancelled (the editor keeps which row is open). */
export interface RowEditing {
  onStartEdit: (id: string) => void;
  onStopEdit: (id: string) => void;
  /** Escape: the row goes back to its saved values; `field` keeps the focus where it was. */
  onCancelEdit: (row: ExpenseRow, field: string) => void;
}

interface ExpenseRowViewProps extends RowCellActions, RowEditing {
  row: ExpenseRow;
  index: number;
  columns: PlacedColumn[];
  editable: boolean;
  editing: boolean;
  errors: FieldErrors | undefined;
  accounts: CreditAccountOption[];
  /** The accounts have loaded (or this role sees none): a paid-by can be named. */
  accountsReady: boolean;
  onChange: (row: ExpenseRow, patch: Partial<ExpenseFields>) => void;
}

/** Keys that change a closed select's value: a row not being edited ignores them. */
const selectKeys = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End']);

/** A key that types a character (not a shortcut): typing into a row starts its edit. */
function types(event: KeyboardEvent) {
  return event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
}

/** The box a key or click landed on, when it edits a field of the row. */
function fieldBox(target: EventTarget) {
  return target instanceof HTMLElement && target.dataset.field ? target : null;
}

function isTextBox(box: HTMLElement): box is HTMLInputElement {
  return box instanceof HTMLInputElement && box.type === 'text';
}

function rowLabel(row: ExpenseRow, index: number) {
  const state = row.isNew ? ', not saved yet' : row.isDirty ? ', changes not saved' : '';
  return `Expense ${index + 1}${row.paid ? ', paid' : ''}${state}`;
}

function ExpenseRowViewInner({
  row,
  index,
  columns,
  editable,
  editing,
  errors,
  accounts,
  accountsReady,
  onChange,
  onStartEdit,
  onStopEdit,
  onCancelEdit,
  ...actions
}: ExpenseRowViewProps) {
  const n = `row ${index + 1}`;
  const set = (patch: Partial<ExpenseFields>) => {
    onChange(row, patch);
    // A select or checkbox changed by a click is an edit begun.
    if (!editing) onStartEdit(row.id);
  };
  const cells = rowCells(
    { row, n, editable, editing, errors, set, accounts, accountsReady },
    actions,
  );

  /** Opens the row with the focus kept in the box, synchronously, so a typed key lands in it. */
  function begin(box: HTMLElement, replace: boolean) {
    flushSync(() => onStartEdit(row.id));
    if (!isTextBox(box)) return;
    // Typing replaces the value, as in a spreadsheet; Enter or F2 puts the caret at its end.
    if (replace) box.select();
    else box.setSelectionRange(box.value.length, box.value.length);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTableRowElement>) {
    const box = fieldBox(event.target);
    if (!editable || !box) return;
    if (editing) {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCancelEdit(row, box.dataset.field ?? '');
      } else if (event.key === 'Enter' && isTextBox(box) && !row.isNew) {
        // Enter closes the edit; the row keeps its change until 'Save Changes'.
        event.preventDefault();
        onStopEdit(row.id);
      }
      return;
    }
    if (event.key === 'Enter' || event.key === 'F2') {
      event.preventDefault();
      begin(box, false);
    } else if (types(event)) {
      begin(box, true);
    } else if (box instanceof HTMLSelectElement && selectKeys.has(event.key)) {
      event.preventDefault();
    }
  }

  function onClick(event: MouseEvent<HTMLTableRowElement>) {
    if (editable && !editing && fieldBox(event.target)) onStartEdit(row.id);
  }

  /** Leaving the row closes its edit (a new row stays open until it is saved). */
  function onBlur(event: FocusEvent<HTMLTableRowElement>) {
    if (!editing || row.isNew) return;
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    // Another window taking the focus is no decision to leave the row.
    if (next === null && !document.hasFocus()) return;
    onStopEdit(row.id);
  }

  const tone = rowTone(row);
  return (
    <tr
      style={{ height: ROW_HEIGHT }}
      data-row-id={row.id}
      data-paid={row.paid || undefined}
      data-new={row.isNew || undefined}
      data-editing={(editable && editing) || undefined}
      aria-label={rowLabel(row, index)}
      className="border-b"
      onKeyDown={onKeyDown}
      onClick={onClick}
      onBlur={onBlur}
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
