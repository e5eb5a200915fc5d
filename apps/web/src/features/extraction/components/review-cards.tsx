import { formatCurrency } from '@hrt/shared/format';
import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/input';
import {
  fieldLabels,
  PaidOnReceipt,
  RowAmount,
  RowDate,
  type RowFieldProps,
  RowText,
  RowVat,
} from './review-fields';
import type { ReviewRowsProps } from './review-table';

/** A labelled control in a card; the label names the control for everyone, not only sight. */
function CardField(props: {
  id: string;
  label: string;
  wide?: boolean;
  children: (id: string) => ReactNode;
  note?: ReactNode;
}) {
  return (
    <div className={props.wide ? 'col-span-2 grid gap-1.5' : 'grid gap-1.5'}>
      <Label htmlFor={props.id}>{props.label}</Label>
      {props.children(props.id)}
      {props.note}
    </div>
  );
}

/**
 * The review's rows on a phone: a card each, with every figure the table has (quantity, RRP
 * per unit, discounts, VAT, the invoice's date and number, amount paid, total), all editable.
 */
export function ReviewCards({ rows, detailOf, onChange, onRemove }: ReviewRowsProps) {
  return (
    <section aria-label="Extracted expenses" className="grid gap-3">
      {rows.map((row, index) => (
        <ReviewCard
          key={row.id}
          row={row}
          n={index + 1}
          detail={detailOf(row)}
          onChange={(patch) => onChange(index, patch)}
          onRemove={() => onRemove(index)}
        />
      ))}
    </section>
  );
}

function ReviewCard(props: RowFieldProps & { detail?: string; onRemove: () => void }) {
  const { row, n } = props;
  const field = { row, n, onChange: props.onChange };
  const id = (name: string) => `review-${row.id}-${name}`;
  return (
    <article
      aria-label={`Extracted row ${n}`}
      className="grid grid-cols-2 gap-3 rounded-lg border bg-card p-3"
    >
      <div className="col-span-2 flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">Row {n}</h3>
        <p className="ml-auto text-sm">
          <span className="text-muted-foreground">Total </span>
          <output className="font-semibold tabular-nums" aria-label={`Total cost, row ${n}`}>
            {formatCurrency(row.total_cost)}
          </output>
        </p>
        <Button variant="ghost" size="icon" aria-label={`Remove row ${n}`} onClick={props.onRemove}>
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      <CardField
        id={id('description')}
        label={fieldLabels.description}
        wide
        note={props.detail && <p className="text-xs text-muted-foreground">{props.detail}</p>}
      >
        {(fieldId) => <RowText {...field} id={fieldId} field="description" />}
      </CardField>
      <CardField id={id('supplier')} label={fieldLabels.supplier}>
        {(fieldId) => <RowText {...field} id={fieldId} field="supplier" />}
      </CardField>
      <CardField id={id('product')} label={fieldLabels.product}>
        {(fieldId) => <RowText {...field} id={fieldId} field="product" />}
      </CardField>
      <CardField id={id('quantity')} label={fieldLabels.quantity}>
        {(fieldId) => <RowAmount {...field} id={fieldId} field="quantity" />}
      </CardField>
      <CardField id={id('rrp')} label={fieldLabels.rrp}>
        {(fieldId) => <RowAmount {...field} id={fieldId} field="rrp" />}
      </CardField>
      <CardField id={id('trade_discount')} label={fieldLabels.trade_discount}>
        {(fieldId) => <RowAmount {...field} id={fieldId} field="trade_discount" />}
      </CardField>
      <CardField id={id('discount')} label={fieldLabels.discount}>
        {(fieldId) => <RowAmount {...field} id={fieldId} field="discount" />}
      </CardField>
      <CardField id={id('add_vat')} label={fieldLabels.add_vat}>
        {(fieldId) => <RowVat {...field} id={fieldId} />}
      </CardField>
      <CardField
        id={id('amount_paid')}
        label={fieldLabels.amount_paid}
        note={<PaidOnReceipt {...field} />}
      >
        {(fieldId) => <RowAmount {...field} id={fieldId} field="amount_paid" />}
      </CardField>
      <CardField id={id('invoice_date')} label={fieldLabels.invoice_date}>
        {(fieldId) => <RowDate {...field} id={fieldId} />}
      </CardField>
      <CardField id={id('invoice_number')} label={fieldLabels.invoice_number}>
        {(fieldId) => <RowText {...field} id={fieldId} field="invoice_number" />}
      </CardField>
    </article>
  );
}
