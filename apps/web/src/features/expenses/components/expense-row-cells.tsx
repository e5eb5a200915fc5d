import { addVatModes } from '@hrt/shared/domain/money';
import { formatCurrency } from '@hrt/shared/format';
import { parseAmountText } from '@hrt/shared/schemas/expense-dialog';
import { normaliseLink } from '@hrt/shared/schemas/web-address';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import type { CreditAccountOption } from '@/lib/shared-queries/credit-accounts';
import type { ExpenseFields, ExpenseRow, FieldErrors } from '../lib/expense-draft';
import { type DiscountField, discountFromText } from '../lib/grid-amounts';
import { formatInvoiceDate } from '../lib/invoice-dates';
import { hasPaymentList, paidByLabel } from '../lib/payments';
import { vatModeText } from '../lib/vat';
import { AmountCell, type CellControl, CheckboxCell, SelectCell, TextCell } from './cell-inputs';
import type { SelectableField } from './expense-columns';
import { ReceiptCell } from './receipt-cell';
import { PencilIcon, TrashIcon } from './row-icons';
import { SelectableAmount } from './selectable-amount';

/** What every cell of a row needs: the row, its label for screen readers, and how to edit it. */
export interface RowCellContext {
  row: ExpenseRow;
  /** 'row 3': each control's accessible name ends with it. */
  n: string;
  /** The person may edit the row (their role); it shows boxes rather than text. */
  editable: boolean;
  /** The row is being edited; otherwise its boxes are read-only until an edit starts. */
  editing: boolean;
  /** Problems the last 'Save Changes' found, by field. */
  errors: FieldErrors | undefined;
  set: (patch: Partial<ExpenseFields>) => void;
  accounts: CreditAccountOption[];
  /** The accounts have loaded: until then a paid-by shows a placeholder, not 'Not specified'. */
  accountsReady: boolean;
}

/** A box's marks: read-only or not, its field, and its message if the last save found one. */
function controlOf({ row, editing, errors }: RowCellContext, field: keyof ExpenseFields) {
  const control: CellControl = {
    reading: !editing,
    field,
    error: errors?.[field],
    errorId: `expense-${row.id}-${field}-error`,
  };
  return control;
}

/** What a table row and a phone card both do: pick a figure, open the editor, delete. */
export interface ExpenseRowActions {
  onToggle: (id: string, field: SelectableField) => void;
  onEdit: (row: ExpenseRow) => void;
  onDelete: (row: ExpenseRow) => void;
}

export interface RowCellActions extends ExpenseRowActions {
  componentName: string;
  totalSelected: boolean;
  dueSelected: boolean;
}

type FigureSelection = Pick<RowCellActions, 'totalSelected' | 'dueSelected' | 'onToggle'>;

/** The two figures that add into the 'Selected Total', the same in the table and on a card. */
export function selectableFigures(
  row: ExpenseRow,
  n: string,
  { totalSelected, dueSelected, onToggle }: FigureSelection,
) {
  return {
    total_cost: (
      <SelectableAmount
        label={`Total cost, ${n}`}
        value={row.total_cost}
        selected={totalSelected}
        onToggle={() => onToggle(row.id, 'total_cost')}
      />
    ),
    amount_due: (
      <SelectableAmount
        label={`Amount due, ${n}`}
        value={row.amount_due}
        selected={dueSelected}
        onToggle={() => onToggle(row.id, 'amount_due')}
      />
    ),
  };
}

type TextField = 'description' | 'supplier' | 'product';
type AmountField = 'quantity' | 'rrp' | 'trade_discount' | 'discount' | 'amount_paid';

/** A '20%' typed in a discount cell is the pounds the dialog's formula gives for it. */
const discountHint = 'An amount in pounds, or a percentage such as 20%';

const muted = <span className="text-muted-foreground">-</span>;

function textCell(context: RowCellContext, field: TextField, label: string) {
  const { row, n, editable, set } = context;
  if (editable) {
    return (
      <TextCell
        aria-label={`${label}, ${n}`}
        value={row[field]}
        control={controlOf(context, field)}
        onValue={(v) => set({ [field]: v })}
      />
    );
  }
  return (
    <span className="block truncate" title={row[field]}>
      {row[field] || muted}
    </span>
  );
}

function amountCell(context: RowCellContext, field: AmountField, label: string) {
  const { row, n, editable, set } = context;
  // With a list of payments, 'Amount paid' is their sum: changed in the dialog's list.
  const listed = field === 'amount_paid' && hasPaymentList(row.payments);
  if (editable && !listed) {
    const discount: DiscountField | null =
      field === 'trade_discount' || field === 'discount' ? field : null;
    return (
      <AmountCell
        aria-label={`${label}, ${n}`}
        value={row[field]}
        decimals={field === 'quantity' ? undefined : 2}
        control={controlOf(context, field)}
        parse={discount ? (text) => discountFromText(text, discount, row) : parseAmountText}
        title={discount ? discountHint : undefined}
        onValue={(v) => set({ [field]: v })}
      />
    );
  }
  return field === 'quantity' ? row.quantity : formatCurrency(row[field]);
}

/** Blank when nothing is paid; the account otherwise (chosen here by those who may edit). */
function paidByCell(context: RowCellContext): ReactNode {
  const { row, n, editable, set, accounts } = context;
  if (row.amount_paid <= 0) return muted;
  if (!context.accountsReady && row.paid_by_account_id) {
    return (
      <>
        <Skeleton className="h-5 w-24" />
        <span className="sr-only">Loading the account</span>
      </>
    );
  }
  // 'Several' when the payments came from more than one account; a list is changed in the dialog.
  if (!editable || hasPaymentList(row.payments)) {
    const label = paidByLabel(row, accounts);
    return (
      <span className="block truncate" title={label}>
        {label}
      </span>
    );
  }
  return (
    <SelectCell
      aria-label={`Paid by, ${n}`}
      control={controlOf(context, 'paid_by_account_id')}
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
}

function vatCell(context: RowCellContext): ReactNode {
  const { row, n, editable, set } = context;
  if (!editable) return vatModeText(row);
  return (
    <SelectCell
      aria-label={`VAT, ${n}`}
      control={controlOf(context, 'add_vat')}
      value={row.add_vat}
      onChange={(event) => set({ add_vat: event.target.value as ExpenseFields['add_vat'] })}
    >
      {addVatModes.map((mode) => (
        <option key={mode} value={mode}>
          {vatModeText({ ...row, add_vat: mode })}
        </option>
      ))}
    </SelectCell>
  );
}

/** Typed without a scheme, a link gets https:// when the box is left. */
function linkCell(context: RowCellContext): ReactNode {
  const { row, n, editable, set } = context;
  if (editable) {
    return (
      <TextCell
        aria-label={`Link, ${n}`}
        value={row.link}
        control={controlOf(context, 'link')}
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
    );
  }
  const link = normaliseLink(row.link);
  if (!link) return muted;
  return (
    <a
      href={link}
      target="_blank"
      rel="noopener noreferrer"
      className="block truncate text-primary underline-offset-2 hover:underline"
    >
      {link.replace(/^https?:\/\//i, '')}
    </a>
  );
}

function committedCell(context: RowCellContext): ReactNode {
  const { row, n, editable, set } = context;
  if (!editable) return row.committed ? 'Yes' : 'No';
  return (
    <CheckboxCell
      control={controlOf(context, 'committed')}
      aria-label={`Committed, ${n}`}
      checked={row.committed}
      onChange={(event) => set({ committed: event.target.checked })}
    />
  );
}

function actionsCell({ row, n }: RowCellContext, { onEdit, onDelete }: RowCellActions) {
  return (
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
  );
}

/** Every cell of a row by column key: inputs where the row is editable, text where not. */
export function rowCells(context: RowCellContext, actions: RowCellActions) {
  const { row, n, editable } = context;
  const { componentName } = actions;
  const figures = selectableFigures(row, n, actions);
  const cells: Record<string, ReactNode> = {
    description: textCell(context, 'description', 'Description'),
    invoice_date: formatInvoiceDate(row.invoice_date) || muted,
    invoice_number: row.invoice_number ? (
      <span className="block truncate tabular-nums" title={row.invoice_number}>
        {row.invoice_number}
      </span>
    ) : (
      muted
    ),
    component: (
      <span className="block truncate" title={componentName}>
        {componentName}
      </span>
    ),
    supplier: textCell(context, 'supplier', 'Supplier'),
    product: textCell(context, 'product', 'Product'),
    quantity: amountCell(context, 'quantity', 'Quantity'),
    rrp: amountCell(context, 'rrp', 'RRP'),
    trade_discount: amountCell(context, 'trade_discount', 'Trade discount'),
    discount: amountCell(context, 'discount', 'Discount'),
    add_vat: vatCell(context),
    vat_amount: formatCurrency(row.vat_amount),
    amount_paid: amountCell(context, 'amount_paid', 'Amount paid'),
    paid_by: paidByCell(context),
    link: linkCell(context),
    receipt: <ReceiptCell row={row} rowLabel={n} editable={editable} />,
    committed: committedCell(context),
    total_cost: figures.total_cost,
    amount_due: (
      <div className="flex items-center justify-end gap-1">
        {row.paid && <Badge variant="success">Paid</Badge>}
        {figures.amount_due}
      </div>
    ),
    actions: editable && actionsCell(context, actions),
  };
  return cells;
}
