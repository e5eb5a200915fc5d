/** Column layout of the expense table; widths are fixed so virtualized rows line up. */
interface ExpenseColumn {
  key: string;
  label: string;
  width: number;
  align?: 'right' | 'center';
  srOnly?: boolean;
  /**
   * Held in place while the columns between scroll sideways (1024 px and up): the description
   * on the left, the figures people come for and the row's actions on the right.
   */
  pin?: 'left' | 'right';
}

const columns: ExpenseColumn[] = [
  { key: 'description', label: 'Description', width: 220, pin: 'left' },
  // The invoice's date, DD/MM/YYYY.
  { key: 'invoice_date', label: 'Date', width: 105 },
  // The invoice's own number beside its date: how a household finds the paper again.
  { key: 'invoice_number', label: 'Invoice no.', width: 130 },
  { key: 'component', label: 'Component', width: 170 },
  { key: 'supplier', label: 'Supplier', width: 150 },
  { key: 'product', label: 'Product', width: 150 },
  { key: 'quantity', label: 'Qty', width: 80, align: 'right' },
  { key: 'rrp', label: 'RRP', width: 115, align: 'right' },
  // The unit in the heading: a figure typed there is pounds unless it ends in '%'.
  { key: 'trade_discount', label: 'Trade discount (£)', width: 140, align: 'right' },
  { key: 'discount', label: 'Discount (£)', width: 115, align: 'right' },
  { key: 'add_vat', label: 'VAT', width: 125 },
  // The VAT the total holds, at the row's rate (docs/domain.md#vat).
  { key: 'vat_amount', label: 'VAT amount', width: 110, align: 'right' },
  { key: 'amount_paid', label: 'Amount paid', width: 120, align: 'right' },
  { key: 'paid_by', label: 'Paid by', width: 160 },
  { key: 'link', label: 'Link', width: 180 },
  { key: 'receipt', label: 'Receipt', width: 180 },
  { key: 'committed', label: 'Committed', width: 100, align: 'center' },
  { key: 'total_cost', label: 'Total cost', width: 125, align: 'right', pin: 'right' },
  { key: 'amount_due', label: 'Amount due', width: 150, align: 'right', pin: 'right' },
  { key: 'actions', label: 'Actions', width: 84, srOnly: true, pin: 'right' },
];

export interface PlacedColumn extends ExpenseColumn {
  /** For pinned columns: the distance from the pinned edge, in px. */
  offset: number;
  /** The pinned column next to the scrolling ones, which draws the edge between them. */
  edge: boolean;
}

/**
 * The columns of a table, with pin offsets: the component column only on the 'All' tab, the
 * paid-by account only for roles that see personal finances (decision 019).
 */
export function placeColumns(showComponent: boolean, showPaidBy: boolean): PlacedColumn[] {
  const shown = columns.filter(
    (column) =>
      (showComponent || column.key !== 'component') && (showPaidBy || column.key !== 'paid_by'),
  );
  const lefts = shown.filter((column) => column.pin === 'left');
  const rights = shown.filter((column) => column.pin === 'right');
  return shown.map((column) => {
    const group = column.pin === 'left' ? lefts : column.pin === 'right' ? rights : [];
    const index = group.indexOf(column);
    const before = column.pin === 'left' ? group.slice(0, index) : group.slice(index + 1);
    return {
      ...column,
      offset: before.reduce((sum, other) => sum + other.width, 0),
      edge: column.pin === 'left' ? index === group.length - 1 : index === 0,
    };
  });
}

export type SelectableField = 'total_cost' | 'amount_due';

export function selectionKey(id: string, field: SelectableField) {
  return `${id}|${field}`;
}
