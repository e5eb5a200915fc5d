import { sumPounds } from '@hrt/shared/domain/money';
import { formatCurrency } from '@hrt/shared/format';
import type {
  EarlierExpense,
  ExtractedExpense,
  ExtractionResult,
} from '@hrt/shared/schemas/extraction';
import { ArrowLeft, Plus } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PHONE_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { withTotal } from '../lib/extracted-rows';
import { EarlierExpensesWarning } from './extract-earlier-expenses';
import { EInvoiceNotes, einvoiceLineText } from './extract-einvoice-notes';
import { ReviewCards } from './review-cards';
import { ReviewTable } from './review-table';

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
  /** Where an earlier expense is listed (its component's page), when known. */
  earlierHref?: (expense: EarlierExpense) => string | undefined;
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

const ADD_BLOCKED_ID = 'extract-add-blocked';
const NO_ROWS_REASON = 'No rows left to add: go back to upload, or read the document again.';

/** Step 2: the rows as read, editable, with a running total checked against the document. */
export function ExtractReviewStep(props: ReviewStepProps) {
  const { result, rows, onRows, progress } = props;
  const isPhone = useMediaQuery(PHONE_QUERY);
  const total = sumPounds(rows.map((row) => row.total_cost));
  const lines = new Map(result.einvoice?.lines.map((line) => [line.row_id, line]));
  const rowProps = {
    rows,
    detailOf: (row: ExtractedExpense) => {
      const line = lines.get(row.id);
      return line ? einvoiceLineText(line) : undefined;
    },
    onChange: (index: number, patch: Partial<ExtractedExpense>) =>
      onRows(rows.map((row, i) => (i === index ? withTotal({ ...row, ...patch }) : row))),
    onRemove: (index: number) => onRows(rows.filter((_, i) => i !== index)),
  };
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
        <ReviewNotices {...props} />
        {isPhone ? <ReviewCards {...rowProps} /> : <ReviewTable {...rowProps} />}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm">
            Running total{' '}
            <strong className="tabular-nums" data-testid="extraction-total">
              {formatCurrency(total)}
            </strong>
            {result.reconciliation.status === 'matched' &&
              result.reconciliation.document_total !== null && (
                <span className="text-muted-foreground">
                  {' '}
                  · the document says {formatCurrency(result.reconciliation.document_total)}
                </span>
              )}
          </p>
          <ReviewActions {...props} saving={Boolean(progress)} />
        </div>
      </CardContent>
    </Card>
  );
}

/** What the person should know before adding: earlier imports, a save that failed, totals. */
function ReviewNotices({ result, saveError, earlierHref }: ReviewStepProps) {
  return (
    <>
      <EarlierExpensesWarning
        earlier={result.earlier_expenses}
        hrefOf={earlierHref ?? (() => undefined)}
      />
      <EInvoiceNotes result={result} />
      {saveError && (
        <Alert kind="error" title="Not every row was added">
          {saveError}
        </Alert>
      )}
      {result.reconciliation.status === 'mismatch' && (
        <Alert kind="error" title="The totals do not match">
          {result.reconciliation.message}
        </Alert>
      )}
      {result.currency !== 'GBP' && (
        <Alert kind="info">
          The document is in {result.currency}. The amounts are kept as printed; convert them to
          pounds if you need to.
        </Alert>
      )}
    </>
  );
}

/** Back and Add; a disabled button says why beside it (the saving progress, or no rows). */
function ReviewActions(props: ReviewStepProps & { saving: boolean }) {
  const { rows, progress, saving } = props;
  const blocked = saving || rows.length === 0;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {progress ? (
        <span
          role="status"
          id={ADD_BLOCKED_ID}
          className="text-sm text-muted-foreground tabular-nums"
        >
          Saving {progress.done} of {progress.total}...
        </span>
      ) : (
        blocked && (
          <p id={ADD_BLOCKED_ID} className="text-sm text-muted-foreground">
            {NO_ROWS_REASON}
          </p>
        )
      )}
      <Button
        variant="outline"
        onClick={props.onBack}
        disabled={saving}
        aria-describedby={saving ? ADD_BLOCKED_ID : undefined}
      >
        <ArrowLeft aria-hidden="true" /> Back to Upload
      </Button>
      <Button
        onClick={props.onAdd}
        disabled={blocked}
        aria-describedby={blocked ? ADD_BLOCKED_ID : undefined}
      >
        <Plus aria-hidden="true" /> Add {rows.length} Expenses
      </Button>
    </div>
  );
}
