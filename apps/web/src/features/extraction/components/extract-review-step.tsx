import { type AddVat, addVatLabels, addVatModes, sumPounds } from '@hrt/shared/domain/money';
import { formatCurrency } from '@hrt/shared/format';
import type { ExtractedExpense, ExtractionResult } from '@hrt/shared/schemas/extraction';
import { ArrowLeft, Plus, Trash2 } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input, Select } from '@/components/ui/input';
import {
  MoneyCell,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { withTotal } from '../lib/extracted-rows';
import { EInvoiceNotes, einvoiceLineText } from './extract-einvoice-notes';

interface ReviewStepProps {
  result: ExtractionResult;
  rows: ExtractedExpense[];
  onRows: (rows: ExtractedExpense[]) => void;
  onBack: () => void;
  /** Stores the rows (with the document as their receipt). */
  onAdd: () => void;
  /** While the rows are being stored: how far. */
  progress: { done: number; total: number } | null;
  /** Why the last Add left rows unsaved. */
  saveError: string | null;
}

const engineText = {
  builtin: 'the built-in reader',
  openai: 'the configured AI model',
} as const;
const sourceText = {
  pdf_text: "the PDF's text",
  ocr: 'OCR of the image',
  einvoice: 'the e-invoice data',
} as const;

/** Step 2: the rows as read, editable, with a running total checked against the document. */
export function ExtractReviewStep(props: ReviewStepProps) {
  const { result, rows, onRows, onBack, onAdd, progress, saveError } = props;
  const total = sumPounds(rows.map((row) => row.total_cost));
  const update = (index: number, patch: Partial<ExtractedExpense>) =>
    onRows(rows.map((row, i) => (i === index ? withTotal({ ...row, ...patch }) : row)));
  const remove = (index: number) => onRows(rows.filter((_, i) => i !== index));
  const { reconciliation } = result;
  const lines = new Map(result.einvoice?.lines.map((line) => [line.row_id, line]));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Review &amp; Edit</CardTitle>
        <CardDescription>
          {result.supplier ? `${result.supplier}: ` : ''}
          {result.expenses.length} rows read by {engineText[result.engine]} from{' '}
          {sourceText[result.source]} ({result.pages} {result.pages === 1 ? 'page' : 'pages'}).
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <EInvoiceNotes result={result} />
        {saveError && (
          <Alert kind="error" title="Not every row was added">
            {saveError}
          </Alert>
        )}
        {reconciliation.status === 'mismatch' && (
          <Alert kind="error" title="The totals do not match">
            {reconciliation.message}
          </Alert>
        )}
        {result.currency !== 'GBP' && (
          <Alert kind="info">
            The document is in {result.currency}. The amounts are kept as printed; convert them to
            pounds if you need to.
          </Alert>
        )}
        <section className="overflow-x-auto rounded-md border" aria-label="Extracted expenses">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Description</TableHead>
                <TableHead>Supplier</TableHead>
                <TableHead>Product</TableHead>
                <TableHead className="text-right">Qty</TableHead>
                <TableHead className="text-right">RRP</TableHead>
                <TableHead className="text-right">Trade discount</TableHead>
                <TableHead className="text-right">Discount</TableHead>
                <TableHead>VAT</TableHead>
                <TableHead className="text-right">Total cost</TableHead>
                <TableHead>
                  <span className="sr-only">Remove</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row, index) => (
                <ReviewRow
                  key={row.id}
                  row={row}
                  n={index + 1}
                  detail={lines.has(row.id) ? einvoiceLineText(lines.get(row.id)!) : undefined}
                  onChange={(patch) => update(index, patch)}
                  onRemove={() => remove(index)}
                />
              ))}
            </TableBody>
          </Table>
        </section>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm">
            Running total{' '}
            <strong className="tabular-nums" data-testid="extraction-total">
              {formatCurrency(total)}
            </strong>
            {reconciliation.status === 'matched' && reconciliation.document_total !== null && (
              <span className="text-muted-foreground">
                {' '}
                · the document says {formatCurrency(reconciliation.document_total)}
              </span>
            )}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            {progress && (
              <span role="status" className="text-sm text-muted-foreground tabular-nums">
                Saving {progress.done} of {progress.total}...
              </span>
            )}
            <Button variant="outline" onClick={onBack} disabled={Boolean(progress)}>
              <ArrowLeft aria-hidden="true" /> Back to Upload
            </Button>
            <Button onClick={onAdd} disabled={rows.length === 0 || Boolean(progress)}>
              <Plus aria-hidden="true" /> Add {rows.length} Expenses
            </Button>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}

function ReviewRow(props: {
  row: ExtractedExpense;
  n: number;
  /** The e-invoice's own line, exact, under the description. */
  detail?: string;
  onChange: (patch: Partial<ExtractedExpense>) => void;
  onRemove: () => void;
}) {
  const { row, n, onChange } = props;
  const text = (field: 'supplier' | 'product', label: string, width: string) => (
    <TableCell>
      <Input
        className={width}
        aria-label={`${label}, row ${n}`}
        value={row[field]}
        onChange={(event) => onChange({ [field]: event.target.value })}
      />
    </TableCell>
  );
  const amount = (field: 'quantity' | 'rrp' | 'trade_discount' | 'discount', label: string) => (
    <TableCell>
      <Input
        className="w-20 text-right tabular-nums"
        type="number"
        min={0}
        step="0.01"
        inputMode="decimal"
        aria-label={`${label}, row ${n}`}
        value={row[field]}
        onChange={(event) => onChange({ [field]: Math.max(0, Number(event.target.value) || 0) })}
      />
    </TableCell>
  );
  return (
    <TableRow aria-label={`Extracted row ${n}`}>
      <TableCell>
        <Input
          className="min-w-48"
          aria-label={`Description, row ${n}`}
          value={row.description}
          onChange={(event) => onChange({ description: event.target.value })}
        />
        {props.detail && (
          <p className="mt-1 text-xs text-muted-foreground tabular-nums">{props.detail}</p>
        )}
      </TableCell>
      {text('supplier', 'Supplier', 'w-32')}
      {text('product', 'Product', 'w-28')}
      {amount('quantity', 'Quantity')}
      {amount('rrp', 'RRP')}
      {amount('trade_discount', 'Trade discount')}
      {amount('discount', 'Discount')}
      <TableCell>
        <Select
          aria-label={`VAT, row ${n}`}
          className="w-24"
          value={row.add_vat}
          onChange={(event) => onChange({ add_vat: event.target.value as AddVat })}
        >
          {addVatModes.map((mode) => (
            <option key={mode} value={mode}>
              {addVatLabels[mode]}
            </option>
          ))}
        </Select>
      </TableCell>
      <MoneyCell aria-label={`Total cost, row ${n}`}>{formatCurrency(row.total_cost)}</MoneyCell>
      <TableCell>
        <Button variant="ghost" size="icon" aria-label={`Remove row ${n}`} onClick={props.onRemove}>
          <Trash2 aria-hidden="true" />
        </Button>
      </TableCell>
    </TableRow>
  );
}
