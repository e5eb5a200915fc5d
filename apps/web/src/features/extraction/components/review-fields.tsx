import { type AddVat, addVatLabels, addVatModes } from '@hrt/shared/domain/money';
import { INVOICE_NUMBER_MAX_LENGTH } from '@hrt/shared/schemas/expenses';
import type { ExtractedExpense } from '@hrt/shared/schemas/extraction';
import { Button } from '@/components/ui/button';
import { Input, Select } from '@/components/ui/input';
import { cn } from '@/lib/cn';

/** One field of one extracted row: the same control in the table and in a phone's card. */
export interface RowFieldProps {
  row: ExtractedExpense;
  /** The row's number on screen, 1-based: every control is named '<field>, row <n>'. */
  n: number;
  onChange: (patch: Partial<ExtractedExpense>) => void;
  className?: string;
  /** A visible label's id (the phone's cards); the table names its controls by aria-label. */
  id?: string;
}

type TextField = 'description' | 'supplier' | 'product' | 'invoice_number';
type AmountField = 'quantity' | 'rrp' | 'trade_discount' | 'discount' | 'amount_paid';

const textLimits: Record<TextField, number> = {
  description: 1000,
  supplier: 200,
  product: 200,
  invoice_number: INVOICE_NUMBER_MAX_LENGTH,
};

export const fieldLabels = {
  description: 'Description',
  supplier: 'Supplier',
  product: 'Product',
  invoice_number: 'Invoice number',
  invoice_date: 'Invoice date',
  quantity: 'Quantity',
  rrp: 'RRP per unit',
  trade_discount: 'Trade discount',
  discount: 'Discount',
  amount_paid: 'Amount paid',
  add_vat: 'VAT',
} as const;

export function RowText({ field, ...props }: RowFieldProps & { field: TextField }) {
  const { row, n, onChange } = props;
  return (
    <Input
      id={props.id}
      className={props.className}
      aria-label={`${fieldLabels[field]}, row ${n}`}
      maxLength={textLimits[field]}
      value={row[field]}
      onChange={(event) => onChange({ [field]: event.target.value })}
    />
  );
}

export function RowAmount({ field, ...props }: RowFieldProps & { field: AmountField }) {
  const { row, n, onChange } = props;
  return (
    <Input
      id={props.id}
      className={cn('text-right tabular-nums', props.className)}
      type="number"
      min={0}
      step="0.01"
      inputMode="decimal"
      aria-label={`${fieldLabels[field]}, row ${n}`}
      value={row[field]}
      onChange={(event) => {
        const value = Math.max(0, Number(event.target.value) || 0);
        // A typed amount paid is the person's own: it no longer stands for the receipt's.
        onChange(
          field === 'amount_paid'
            ? { amount_paid: value, paid_on_receipt: null }
            : { [field]: value },
        );
      }}
    />
  );
}

export function RowVat(props: RowFieldProps) {
  const { row, n, onChange } = props;
  return (
    <Select
      id={props.id}
      aria-label={`${fieldLabels.add_vat}, row ${n}`}
      className={props.className}
      value={row.add_vat}
      onChange={(event) => onChange({ add_vat: event.target.value as AddVat })}
    >
      {addVatModes.map((mode) => (
        <option key={mode} value={mode}>
          {addVatLabels[mode]}
        </option>
      ))}
    </Select>
  );
}

export function RowDate(props: RowFieldProps) {
  const { row, n, onChange } = props;
  return (
    <Input
      id={props.id}
      className={props.className}
      type="date"
      aria-label={`${fieldLabels.invoice_date}, row ${n}`}
      value={row.invoice_date ?? ''}
      onChange={(event) => onChange({ invoice_date: event.target.value || null })}
    />
  );
}

const paidText = { card: 'Paid by card on the receipt', cash: 'Paid in cash on the receipt' };

/**
 * The receipt shows its total paid: the amount paid is filled in for the person to confirm, or
 * to clear when it was not them who paid (no account is ever chosen for them).
 */
export function PaidOnReceipt({ row, n, onChange }: RowFieldProps) {
  if (!row.paid_on_receipt) return null;
  return (
    <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
      <span>{paidText[row.paid_on_receipt]}</span>
      <Button
        variant="outline"
        size="sm"
        aria-label={`Clear the amount paid, row ${n}`}
        onClick={() => onChange({ amount_paid: 0, paid_on_receipt: null })}
      >
        Clear
      </Button>
    </p>
  );
}
