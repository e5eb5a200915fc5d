import { formatCurrency } from '@hrt/shared/format';
import type { ExtractedExpense } from '@hrt/shared/schemas/extraction';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  MoneyCell,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { PaidOnReceipt, RowAmount, RowDate, RowText, RowVat } from './review-fields';

export interface ReviewRowsProps {
  rows: ExtractedExpense[];
  /** The e-invoice's own line for a row, exact, shown under its description. */
  detailOf: (row: ExtractedExpense) => string | undefined;
  onChange: (index: number, patch: Partial<ExtractedExpense>) => void;
  onRemove: (index: number) => void;
}

/** The review's rows on a wide screen: one table row each, every field editable. */
export function ReviewTable({ rows, detailOf, onChange, onRemove }: ReviewRowsProps) {
  // The paid column appears only when a receipt said it was paid or someone typed an amount.
  const showPaid = rows.some((row) => row.amount_paid > 0 || row.paid_on_receipt);
  return (
    <section className="overflow-x-auto rounded-md border" aria-label="Extracted expenses">
      {/*
        Narrow padding (in the cells and in the boxes), narrow figure boxes and headings that
        wrap: every column, Remove last, within a laptop's 1280 px without scrolling sideways.
      */}
      <Table className="[&_input]:px-2 [&_select]:pr-1 [&_select]:pl-2 [&_td]:px-1.5 [&_th]:px-1.5">
        <TableHeader>
          <TableRow>
            <TableHead>Description</TableHead>
            <TableHead>Supplier</TableHead>
            <TableHead>Product</TableHead>
            <TableHead className="text-right">Qty</TableHead>
            <TableHead className="text-right">RRP</TableHead>
            <TableHead className="text-right whitespace-normal">Trade discount</TableHead>
            <TableHead className="text-right">Discount</TableHead>
            <TableHead>VAT</TableHead>
            <TableHead className="whitespace-normal">Invoice date and no.</TableHead>
            {showPaid && (
              <TableHead className="text-right whitespace-normal">Amount paid</TableHead>
            )}
            <TableHead className="text-right whitespace-normal">Total cost</TableHead>
            <TableHead>
              <span className="sr-only">Remove</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row, index) => {
            const field = {
              row,
              n: index + 1,
              onChange: (patch: Partial<ExtractedExpense>) => onChange(index, patch),
            };
            const detail = detailOf(row);
            return (
              <TableRow key={row.id} aria-label={`Extracted row ${index + 1}`}>
                <TableCell>
                  <RowText {...field} field="description" className="min-w-36" />
                  {detail && (
                    <p className="mt-1 text-xs text-muted-foreground tabular-nums">{detail}</p>
                  )}
                </TableCell>
                <TableCell>
                  <RowText {...field} field="supplier" className="w-28" />
                </TableCell>
                <TableCell>
                  <RowText {...field} field="product" className="w-[5.5rem]" />
                </TableCell>
                <TableCell>
                  <RowAmount {...field} field="quantity" className="w-16" />
                </TableCell>
                <TableCell>
                  <RowAmount {...field} field="rrp" className="w-[4.75rem]" />
                </TableCell>
                <TableCell>
                  <RowAmount {...field} field="trade_discount" className="w-[4.75rem]" />
                </TableCell>
                <TableCell>
                  <RowAmount {...field} field="discount" className="w-[4.75rem]" />
                </TableCell>
                <TableCell>
                  <RowVat {...field} className="w-24" />
                </TableCell>
                <TableCell>
                  {/* Stacked: one column for the invoice keeps the table within a laptop's width. */}
                  <div className="grid w-[8.5rem] gap-1">
                    <RowDate {...field} />
                    <RowText {...field} field="invoice_number" />
                  </div>
                </TableCell>
                {showPaid && (
                  <TableCell>
                    <RowAmount {...field} field="amount_paid" className="w-[4.75rem]" />
                    <PaidOnReceipt {...field} />
                  </TableCell>
                )}
                <MoneyCell aria-label={`Total cost, row ${index + 1}`}>
                  {formatCurrency(row.total_cost)}
                </MoneyCell>
                <TableCell>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove row ${index + 1}`}
                    onClick={() => onRemove(index)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </section>
  );
}
