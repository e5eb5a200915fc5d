import { addVatLabels, type VatRate, vatRateLabels } from '@hrt/shared/domain/money';
import { formatCurrency } from '@hrt/shared/format';
import type { BuildComponent } from '@hrt/shared/schemas/build-components';
import type { ConflictField } from '@/lib/edit-conflict';
import type { CreditAccountOption } from '@/lib/shared-queries/credit-accounts';
import type { ExpenseFields } from './expense-draft';
import { formatInvoiceDate } from './invoice-dates';

/** Every field the expense dialog saves, in the dialog's order, with its label there. */
export const expenseConflictFields: ConflictField<ExpenseFields>[] = [
  { key: 'component_id', label: 'Component' },
  { key: 'supplier', label: 'Supplier' },
  { key: 'product', label: 'Product' },
  { key: 'description', label: 'Description' },
  { key: 'quantity', label: 'Quantity' },
  { key: 'rrp', label: 'RRP' },
  { key: 'trade_discount', label: 'Trade discount' },
  { key: 'discount', label: 'Discount' },
  { key: 'add_vat', label: 'VAT' },
  { key: 'vat_rate', label: 'VAT rate' },
  { key: 'amount_paid', label: 'Amount paid' },
  { key: 'paid_by_account_id', label: 'Paid by' },
  { key: 'invoice_date', label: 'Invoice date' },
  { key: 'invoice_number', label: 'Invoice number' },
  { key: 'link', label: 'Link' },
  { key: 'committed', label: 'Status' },
];

const moneyFields = new Set<string>(['rrp', 'trade_discount', 'discount', 'amount_paid']);

/** An expense field's value in the words the dialog uses: names, pounds, dates. */
export function expenseFieldDescriber(
  components: readonly Pick<BuildComponent, 'id' | 'name'>[],
  accounts: readonly Pick<CreditAccountOption, 'id' | 'account_name'>[],
) {
  return (key: keyof ExpenseFields, value: ExpenseFields[keyof ExpenseFields]): string => {
    if (value === null || value === undefined || value === '') return '—';
    if (moneyFields.has(key)) return formatCurrency(Number(value));
    switch (key) {
      case 'component_id':
        return components.find((component) => component.id === value)?.name ?? 'Another component';
      case 'paid_by_account_id':
        return accounts.find((account) => account.id === value)?.account_name ?? 'Another account';
      case 'add_vat':
        return addVatLabels[value as ExpenseFields['add_vat']];
      case 'vat_rate':
        return vatRateLabels[value as VatRate];
      case 'invoice_date':
        return formatInvoiceDate(String(value));
      case 'committed':
        return value ? 'Committed' : 'Speculative';
      default:
        return String(value);
    }
  };
}
