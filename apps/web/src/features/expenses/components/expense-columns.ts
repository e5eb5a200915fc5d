/** Column layout of the expense table; widths are fixed so virtualized rows line up. */
export interface ExpenseColumn {
  key: string;
  label: string;
  width: number;
  align?: 'right' | 'center';
  srOnly?: boolean;
}

export const expenseColumns: ExpenseColumn[] = [
  { key: 'component', label: 'Component', width: 170 },
  { key: 'description', label: 'Description', width: 220 },
  { key: 'supplier', label: 'Supplier', width: 150 },
  { key: 'product', label: 'Product', width: 150 },
  { key: 'quantity', label: 'Qty', width: 80, align: 'right' },
  { key: 'rrp', label: 'RRP', width: 115, align: 'right' },
  { key: 'trade_discount', label: 'Trade discount', width: 120, align: 'right' },
  { key: 'discount', label: 'Discount', width: 110, align: 'right' },
  { key: 'add_vat', label: 'VAT', width: 125 },
  { key: 'amount_paid', label: 'Amount paid', width: 120, align: 'right' },
  { key: 'paid_by', label: 'Paid by', width: 160 },
  { key: 'link', label: 'Link', width: 180 },
  { key: 'receipt', label: 'Receipt', width: 180 },
  { key: 'committed', label: 'Committed', width: 100, align: 'center' },
  { key: 'total_cost', label: 'Total cost', width: 125, align: 'right' },
  { key: 'amount_due', label: 'Amount due', width: 150, align: 'right' },
  { key: 'actions', label: 'Actions', width: 96, srOnly: true },
];

export type SelectableField = 'total_cost' | 'amount_due';

export function selectionKey(id: string, field: SelectableField) {
  return `${id}|${field}`;
}
